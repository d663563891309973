// Issue 43: no phase deaf to a stop. `--random` once its count is done (it drew on,
// deaf, its memory growing), and Kasteleyn's determinant (6.3 s past `--timeout 1`).
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { run } from './index.js';
import { memoryIo } from './test/memory-io.js';
import { repoRoot } from './testing.js';

const threeByTwenty = join(repoRoot, 'fixtures', 'knuth', 'solve', 'pentominoes-3x20.dlx');

/** The listing's solutions, `N:` lines, each followed by its 12 pieces. */
function listed(out: string): string[][] {
  return out
    .split(/^\d+:\n/m)
    .slice(1)
    .map((s) => s.split('\n').filter((l) => l !== ''));
}

describe('solve --random stops while it draws', () => {
  // the modules that load at the first run (transformed from source here) come before the clock
  beforeAll(async () => {
    expect(await run(['solve', '--random', '1', threeByTwenty], memoryIo())).toBe(0);
  });

  it('--timeout: every solution printed whole and numbered, the count exact, status 124', async () => {
    const io = memoryIo();
    const started = performance.now();
    expect(await run(['solve', '--random', '100000000', '--timeout', '0.5', threeByTwenty], io)).toBe(124);
    // (the process itself ends within 0.15 s of it: signals-read.slow.test.ts and the reliability page)
    expect(performance.now() - started).toBeLessThan(3000);
    const solutions = listed(io.out());
    expect(solutions.length, io.err()).toBeGreaterThan(0);
    for (const s of solutions) expect(s).toHaveLength(12);
    expect([...io.out().matchAll(/^(\d+):$/gm)].map((m) => Number(m[1]))).toEqual(solutions.map((_, i) => i + 1));
    expect(io.err()).toBe(
      `8 solutions (Algorithm X), ${/(\d+) nodes/.exec(io.err())![1]} nodes, ${/([\d.]+) s;/.exec(io.err())![1]} s; ${solutions.length} of 100000000 drawn uniformly at random (seed 0); stopped by --timeout, the search is incomplete\n`,
    );
  });

  it('SIGTERM: the same, status 143; the draws are those of the seed, stopped or not', async () => {
    const signals = new EventEmitter();
    const io = { ...memoryIo(), signals };
    const done = run(['solve', '--random', '100000000', '--seed', '4', threeByTwenty], io);
    setTimeout(() => signals.emit('SIGTERM'), 300);
    expect(await done).toBe(143);
    const stopped = listed(io.out());
    expect(io.err()).toMatch(new RegExp(`; ${stopped.length} of 100000000 drawn uniformly at random \\(seed 4\\); terminated, the search is incomplete\\n$`));
    const whole = memoryIo();
    expect(await run(['solve', '--random', String(Math.min(stopped.length, 200)), '--seed', '4', threeByTwenty], whole)).toBe(0);
    expect(listed(whole.out())).toEqual(stopped.slice(0, 200));
  });
});

describe("Kasteleyn's determinant stops", () => {
  // dominoes on a 62x62 box: the determinant of a 1922 x 1922 matrix, seconds
  const spec = '[0-Z][0-Z]\n0:9999|D 00 01\n';

  it.each([
    [['--count'], 'at least 0\n', /^0 solutions, 0 nodes, [\d.]+ s \(before the determinant was found\); stopped by --timeout, the search is incomplete\n$/],
    [['--random', '3'], '', /^polydance solve: stopped by --timeout before the determinant was found\n$/],
  ])('solve %j --timeout 1, within half a second of it', async (args, out, err) => {
    const io = memoryIo(spec);
    const started = performance.now();
    // (the box is made in a fraction of a second: the stop comes in the determinant)
    expect(await run(['solve', ...args, '--lattice', 'square', '--timeout', '1'], io)).toBe(124);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(io.out()).toBe(out);
    expect(io.err()).toMatch(err);
  });
});

describe('a signal in a phase that once ran without a turn of the event loop is heard by the command, with its status', () => {
  // each phase gives way every few milliseconds (see Steps of @polydance/exact-cover):
  // the listener hears the signal, and the phase stops at its next step
  const bigDlx = `${Array.from({ length: 500 }, (_, i) => `i${i}`).join(' ')}\n${Array.from({ length: 300_000 }, (_, k) => `i${k % 500} i${(k * 7 + 1) % 500}`).join('\n')}\n`;
  it.each([
    ['generating a spec of millions of placements', ['solve', '--count', '--lattice', 'cube'], '[0-Z][0-Z][0-Z]\nP 000 001 002 010 011\n', 'SIGINT', 130, 'the input was read'],
    ["Kasteleyn's determinant", ['solve', '--count', '--lattice', 'square'], '[0-Z][0-Z]\n0:9999|D 00 01\n', 'SIGTERM', 143, 'the determinant was found'],
    ['reading a DLX file of 300,000 options', ['solve', '--count'], bigDlx, 'SIGINT', 130, 'the input was read'],
  ] as const)('%s', async (_phase, argv, input, signal, status, before) => {
    const signals = new EventEmitter();
    const io = { ...memoryIo(input), signals };
    const done = run([...argv], io);
    // the first turn of the event loop after the command began its work
    setTimeout(() => signals.emit(signal), 150);
    const started = performance.now();
    expect(await done).toBe(status);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(io.out()).toBe('at least 0\n');
    expect(io.err()).toMatch(new RegExp(`^0 solutions, 0 nodes, [\\d.]+ s \\(before ${before}\\); ${signal === 'SIGINT' ? 'interrupted' : 'terminated'}, the search is incomplete\\n$`));
  });
});
