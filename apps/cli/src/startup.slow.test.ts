// Start-up (issue 13): a command loads the packages it uses and nothing else. Each case
// runs the CLI from source in a child process with scripts/record-loads.js, which lists
// every module the process loads. (scripts/smoke.js checks the same of the built CLI.)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './testing.js';

const scratch = mkdtempSync(join(tmpdir(), 'polydance-loads-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Loaded {
  readonly status: number | null;
  readonly stdout: string;
  /** The workspace packages whose modules were loaded (folder names: `lattice-square`). */
  readonly packages: readonly string[];
  /** The CLI's own source files that were loaded, relative to apps/cli/src. */
  readonly cliFiles: readonly string[];
  /** Every module loaded (URLs). */
  readonly urls: readonly string[];
}

let runs = 0;
function loads(argv: readonly string[], stdinFile?: string): Loaded {
  const log = join(scratch, `loads-${++runs}.txt`);
  const r = spawnSync(
    process.execPath,
    ['--conditions=@polydance/source', '--import', 'tsx', '--import', './scripts/record-loads.js', 'scripts/dev.mts', ...argv],
    {
      cwd: repoRoot,
      env: { ...process.env, POLYDANCE_LOADS: log },
      input: stdinFile === undefined ? '' : readFileSync(join(repoRoot, stdinFile)),
      encoding: 'utf8',
    },
  );
  const urls = readFileSync(log, 'utf8').split('\n');
  const packages = new Set(urls.flatMap((u) => /\/packages\/([^/]+)\//.exec(u)?.[1] ?? []));
  const cliFiles = new Set(urls.flatMap((u) => /\/apps\/cli\/src\/(.+)$/.exec(u)?.[1] ?? []));
  return { status: r.status, stdout: r.stdout, packages: [...packages].sort(), cliFiles: [...cliFiles].sort(), urls };
}

const WRITE = ['dlx-writer', 'exact-cover', 'lattice', 'spec-parser'];

describe('what a command loads', () => {
  it.each([
    ['polyomino', 'examples/pentominoes-6x10.in', 'lattice-square'],
    ['polyiamond', 'examples/hexiamonds-6x6.in', 'lattice-triangle'],
    ['polycube', 'examples/soma.in', 'lattice-cube'],
    ['polystick', 'examples/tetrasticks-3x3.in', 'lattice-stick'],
    ['polyhex', 'examples/tetrahexes-4x7.in', 'lattice-hex'],
    ['polyabolo', 'examples/diaboloes-3x3.in', 'lattice-abolo'],
    ['polytrig', 'examples/tritrigs-5x2.in', 'lattice-trig'],
    ['polytwig', 'examples/pentatwigs-butterfly.in', 'lattice-twig'],
  ])('polydance %s < %s: its lattice, the spec parser and the writer; no solver, symmetry, catalogue or other lattice', (command, spec, lattice) => {
    const r = loads([command], spec);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\| /);
    expect(r.packages).toEqual([...WRITE, lattice].sort());
    expect(r.cliFiles.filter((f) => f.startsWith('commands/'))).toEqual(['commands/index.ts', `commands/${command}.ts`]);
  });

  it.each([['--version'], ['--help']])('polydance %s loads no command and no package but exact-cover', (flag) => {
    const r = loads([flag]);
    expect(r.status).toBe(0);
    expect(r.packages).toEqual(['exact-cover']);
    expect(r.cliFiles.filter((f) => f.startsWith('commands/'))).toEqual(['commands/index.ts']);
  });

  it('polydance solve loads the solver (the recorder sees modules loaded on demand)', () => {
    const r = loads(['solve', '--count', 'fixtures/knuth/solve/pentominoes-3x20.dlx']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('8\n');
    expect(r.packages).toContain('dlx-solver');
    expect(r.cliFiles).toContain('commands/solve.ts');
  });

  it('polydance solve of a DLX file does not build the catalogue of puzzles (only a name that is no file loads it)', () => {
    const dlx = loads(['solve', '--count', 'fixtures/knuth/solve/pentominoes-3x20.dlx']);
    expect(dlx.stdout).toBe('8\n');
    expect(dlx.urls.filter((u) => /\/packages\/puzzles\/src\/catalogue/.test(u))).toEqual([]);
    const named = loads(['solve', '--count', 'pentominoes-3x20']);
    expect(named.stdout).toBe('8\n');
    expect(named.urls.some((u) => /\/packages\/puzzles\/src\/catalogue\.ts$/.test(u))).toBe(true);
  });
});

describe('what solve --count of a DLX file loads', () => {
  const dominoes = join(scratch, 'dominoes-4x4.dlx');
  const lines = ['| this file was created by polyomino-dlx from that data'];
  const cells = Array.from({ length: 16 }, (_, k) => `${(k >> 2).toString(36)}${(k & 3).toString(36)}`);
  lines.push(cells.join(' '));
  for (let k = 0; k < 16; k++) {
    if ((k & 3) < 3) lines.push(`${cells[k]} ${cells[k + 1]}`);
    if (k < 12) lines.push(`${cells[k]} ${cells[k + 4]}`);
  }
  writeFileSync(dominoes, `${lines.join('\n')}\n`);

  it('of dominoes (counted by the determinant): its one lattice, no generator, no engine, no symmetry finder', () => {
    const r = loads(['solve', '--count', dominoes]);
    expect(r.stdout).toBe('36\n');
    expect(r.packages).toContain('lattice-square');
    for (const p of ['lattice-triangle', 'lattice-cube', 'macmahon', 'pieces', 'dlx-writer', 'symmetry']) expect(r.packages).not.toContain(p);
    // the reader of the solver, not its engines
    expect(r.urls.some((u) => u.endsWith('/packages/dlx-solver/src/reader.ts'))).toBe(true);
    expect(r.urls.filter((u) => /\/packages\/dlx-solver\/src\/(internal\/count-x|parallel\/search-plan|distinct)\.ts$/.test(u))).toEqual([]);
  });

  it('of a search: the engines and the symmetry finder, and still its one lattice', () => {
    const r = loads(['solve', '--count', 'fixtures/knuth/solve/pentominoes-3x20.dlx']);
    expect(r.stdout).toBe('8\n');
    expect(r.packages).toContain('symmetry');
    expect(r.urls.some((u) => u.endsWith('/packages/dlx-solver/src/internal/count-x.ts'))).toBe(true);
    for (const p of ['lattice-triangle', 'lattice-cube', 'macmahon', 'pieces']) expect(r.packages).not.toContain(p);
  });
});
