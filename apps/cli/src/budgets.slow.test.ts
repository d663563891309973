// Issue 43: the default budget of options keeps a generator run under about 2 GB. The
// built CLI runs in a process whose heap is held to 2 GB (a larger one would end it with
// an out-of-memory crash instead of the message).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './testing.js';
import { hasProc, pause, residentMb, startCli } from '../fuzz/process.js';

const BIN = join(repoRoot, 'apps', 'cli', 'bin', 'polydance.cjs');
const scratch = mkdtempSync(join(tmpdir(), 'polydance-budgets-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A 62x62 box and as many random hexominoes as fit in 500 KB (a fixed LCG), named h_0, h_1, ... */
function hexominoSpec(): string {
  let x = 7;
  const next = (n: number): number => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 16) % n;
  const lines = ['| polydance polyomino', '[0-Z][0-Z]'];
  let size = lines.join('\n').length;
  for (let k = 0; size < 500_000; k++) {
    const cells = [[0, 0]];
    while (cells.length < 6) {
      const [cx, cy] = cells[next(cells.length)]!;
      const [dx, dy] = [[0, 1], [1, 0], [0, -1], [-1, 0]][next(4)]!;
      const [nx, ny] = [cx! + dx!, cy! + dy!];
      if (nx >= 0 && ny >= 0 && !cells.some(([a, b]) => a === nx && b === ny)) cells.push([nx, ny]);
    }
    const line = `h_${k} ${cells.map(([a, b]) => DIGITS[a!]! + DIGITS[b!]!).join(' ')}`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

function polydance(argv: string[], input: string): { status: number | null; stdout: string; stderr: string } {
  const file = join(scratch, 'spec.in');
  writeFileSync(file, input);
  const r = spawnSync(process.execPath, ['--max-old-space-size=2048', BIN, ...argv, file], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the default budget of options', () => {
  const refused = (command: string): string =>
    `polydance ${command}: the spec makes more than 1,500,000 options, the limit (--max-options N raises it; each takes about 1 KB of memory)\n`;

  it.runIf(existsSync(BIN))('a box of 62^3 cells and one pentacube: one message, within 2 GB', () => {
    const spec = '[0-Z][0-Z][0-Z]\nP 000 001 002 010 011\n';
    expect(polydance(['polycube'], spec)).toEqual({ status: 1, stdout: '', stderr: refused('polycube') });
    expect(polydance(['solve', '--count', '--lattice', 'cube'], spec)).toEqual({ status: 1, stdout: '', stderr: refused('solve') });
  }, 120_000);

  it.runIf(existsSync(BIN))('a 500 KB spec, a 62x62 box and 20,000 hexominoes: one message, within 2 GB', () => {
    const spec = hexominoSpec();
    expect(polydance(['polyomino'], spec)).toEqual({ status: 1, stdout: '', stderr: refused('polyomino') });
    expect(polydance(['solve', '--count'], spec)).toEqual({ status: 1, stdout: '', stderr: refused('solve') });
  }, 120_000);

  it.runIf(existsSync(BIN))('--timeout 1 ends the generation of either spec in solve within 1.5 s of it, printing at least 0', () => {
    for (const spec of ['| polydance polycube\n[0-Z][0-Z][0-Z]\nP 000 001 002 010 011\n', hexominoSpec()]) {
      const started = performance.now();
      const r = polydance(['solve', '--count', '--timeout', '1'], spec);
      const seconds = (performance.now() - started) / 1000;
      expect(r).toMatchObject({ status: 124, stdout: 'at least 0\n' });
      // the process's start, about 0.1 s, comes before the clock of --timeout
      expect(seconds).toBeLessThan(1 + 1.5);
    }
  }, 60_000);

  it.runIf(existsSync(BIN) && hasProc)(
    'an any-copies count on a 62x62 box (a search thousands of levels deep, on 2 workers): its memory stays within what it starts with, and --timeout ends it',
    async () => {
      const file = join(scratch, 'any-copies.in');
      writeFileSync(file, '[0-Z][0-Z]\n0:9999|A 00\n0:9999|B 00 01\n0:9999|C 00 01 11\n');
      const c = startCli(['solve', '--lattice', 'square', '--count', '--workers', '2', '--timeout', '14', file], { read: true });
      let peak = 0;
      for (let k = 0; k < 26; k++) {
        await pause(500);
        peak = Math.max(peak, residentMb(c.pid));
      }
      const r = await c.ended;
      expect(r.code).toBe(124);
      expect(r.stdout.toString()).toMatch(/^at least \d+\n$/);
      // splits for the idle worker once made a path per branch left at every level: 1 GB
      // after 6 s, and more after; it now stays at what the workers start with (about 560 MB)
      expect(peak).toBeLessThan(900);
    },
    60_000,
  );

  it('the built CLI is there (CI builds it before the slow checks)', () => {
    expect(existsSync(BIN), `${BIN}: run the build first`).toBe(true);
  });
});
