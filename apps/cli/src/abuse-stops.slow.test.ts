// The abuse fuzzer, the cases of issue 43 (no phase deaf to a stop), each with random
// parameters: a lock or checkpoint that is not a regular file, `--random N` past its count,
// signals early in a read, generation under --timeout and the option budget, Kasteleyn's
// determinant under --timeout. The timeouts run the CLI in this process (its start is not
// timed); the signals and the planted files a real process (the CLI from source). A few
// cases each in the slow set; POLYDANCE_FUZZ_RUNS=N for more (fuzz/abuse.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holds, randomDlx, SMALL, solveFixture } from '../fuzz/abuse.js';
import { pause, startCli } from '../fuzz/process.js';
import type { Child, Ended } from '../fuzz/process.js';
import { scratch } from './parallel/cli-testing.js';
import { run } from './index.js';
import { memoryIo } from './test/memory-io.js';

/** Milliseconds a stop may take beyond its moment, on a loaded machine of two cores. */
const MARGIN = 1500;
const EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

/** Runs the CLI in this process; what it printed, and the milliseconds it took. */
async function timed(args: string[], input = ''): Promise<{ code: number; out: string; err: string; ms: number }> {
  const io = memoryIo(input);
  const start = performance.now();
  const code = await run(args, io);
  return { code, out: io.out(), err: io.err(), ms: performance.now() - start };
}

/** Sends `signal` to the process after `delay` ms (SIGKILL 10 s later if it still runs); how it ended, once within MARGIN of the signal. */
async function stopAfter(c: Child, delay: number, signal: 'SIGINT' | 'SIGTERM'): Promise<Ended> {
  await pause(delay);
  const sent = performance.now();
  c.kill(signal);
  const killer = setTimeout(() => c.kill('SIGKILL'), 10_000);
  const r = await c.ended;
  clearTimeout(killer);
  expect(r.at - sent).toBeLessThan(MARGIN);
  return r;
}

/** A --timeout of 0.1 to 1.5 s. */
const timeout = fc.integer({ min: 100, max: 1500 }).map((ms) => ms / 1000);
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('1. a lock or checkpoint that is not a regular file', () => {
  it(
    'is refused without being opened: one message naming it, status 2, nothing on stdout, at once, whatever --timeout says',
    ...holds(4, 8000, () => {
      const planted = fc.record({
        at: fc.constantFrom('lock', 'checkpoint'),
        kind: fc.constantFrom('fifo', 'folder', 'device'),
        timeout: fc.option(timeout, { nil: undefined }),
        problem: fc.constantFrom(...SMALL.map((p) => p.name)),
      });
      return fc.asyncProperty(planted, async ({ at, kind, timeout: t, problem }) => {
        const dir = scratch();
        const file = join(dir, 'c.ckpt');
        const name = at === 'lock' ? `${file}.lock` : file;
        if (kind === 'fifo') execFileSync('mkfifo', [name]);
        else if (kind === 'folder') mkdirSync(name);
        // a device, through a link (a lock must not be a link either; a checkpoint read through one is the device)
        else symlinkSync('/dev/zero', name);
        const c = startCli(['solve', '--count', '--workers', '1', ...(t === undefined ? [] : ['--timeout', String(t)]), '--checkpoint', file, solveFixture(problem)], { read: true });
        const started = performance.now();
        const killer = setTimeout(() => c.kill('SIGKILL'), 20_000);
        const r = await c.ended;
        clearTimeout(killer);
        expect(r.signal).toBe(null);
        expect(r.code).toBe(2);
        expect(r.stdout.toString()).toBe('');
        expect(r.stderr).toMatch(new RegExp(`^polydance solve: ${(at === 'lock' ? 'c.ckpt.lock' : 'c.ckpt').replace('.', '\\.')}|^polydance solve: .*c\\.ckpt`));
        expect(r.stderr.split('\n')).toHaveLength(2);
        // the CLI's start from source takes a second or two; a blocked open would be forever
        expect(r.at - started).toBeLessThan(15_000);
        expect(readdirSync(dir).sort()).toEqual([at === 'lock' ? 'c.ckpt.lock' : 'c.ckpt']);
      });
    }),
  );
});

describe('2. solve --random N past the count', () => {
  it(
    '--timeout T ends it within T and a margin, every drawn solution whole, status 124 or 0',
    ...holds(4, 6000, () =>
      fc.asyncProperty(fc.constantFrom(...SMALL.map((p) => p.name)), fc.integer({ min: 1000, max: 1_000_000_000 }), timeout, async (problem, n, t) => {
        const r = await timed(['solve', '--random', String(n), '--timeout', String(t), solveFixture(problem)]);
        expect(r.ms).toBeLessThan(t * 1000 + MARGIN);
        expect([0, 124]).toContain(r.code);
        // the listing ends with a whole line, and the summary says how many were drawn (or, stopped in the count before the draws, how many were counted)
        expect(r.out === '' || r.out.endsWith('\n')).toBe(true);
        expect(r.err).toMatch(/ drawn uniformly at random \(seed \d+\)|^at least \d+ solutions /);
      }),
    ),
  );

  it(
    'SIGINT or SIGTERM at a random moment ends it within a margin, with its status',
    ...holds(3, 10_000, () =>
      fc.asyncProperty(fc.constantFrom(...SMALL.map((p) => p.name)), fc.integer({ min: 500, max: 3000 }), fc.constantFrom('SIGINT', 'SIGTERM'), async (problem, delay, signal) => {
        const c = startCli(['solve', '--random', '100000000', solveFixture(problem)], { read: true });
        const r = await stopAfter(c, delay, signal);
        expect(r.code === EXIT[signal] || r.signal === signal).toBe(true);
        expect(r.stdout.length === 0 || r.stdout.at(-1) === 0x0a).toBe(true);
      }),
    ),
  );
});

describe('3. a signal early in the read of a big DLX file', () => {
  it(
    'is honoured: the status of the signal within a margin, stdout empty or a whole "at least N"',
    ...holds(4, 10_000, () => {
      const big = fc.record({ seed: fc.nat(), items: fc.integer({ min: 500, max: 3000 }), options: fc.integer({ min: 100_000, max: 300_000 }) });
      return fc.asyncProperty(big, fc.integer({ min: 50, max: 700 }), fc.constantFrom('SIGINT', 'SIGTERM'), async ({ seed, items, options }, delay, signal) => {
        const file = join(scratch(), 'big.dlx');
        writeFileSync(file, randomDlx(seed, items, options));
        const c = startCli(['solve', '--count', '--workers', '1', file], { read: true });
        const r = await stopAfter(c, delay, signal);
        // set by polydance, or the signal's own while the parse holds the event loop
        expect(r.code === EXIT[signal] || r.signal === signal || r.code === 0).toBe(true);
        expect(r.stdout.toString()).toMatch(/^((at least )?\d+\n)?$/);
        expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
      });
    }),
  );
});

describe('4. generation of a spec of millions of options', () => {
  /** A box of w×h×d cells (d = 1: flat) and a random pentacube or pentomino in it. */
  const spec = fc.record({ w: fc.integer({ min: 20, max: 62 }), h: fc.integer({ min: 20, max: 62 }), d: fc.integer({ min: 1, max: 62 }), seed: fc.nat() });
  const text = ({ w, h, d, seed }: { w: number; h: number; d: number; seed: number }): string => {
    const cells = new Set(['000']);
    let x = seed || 1;
    while (cells.size < 5) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const [a, b, c] = [...cells][(x >>> 16) % cells.size]!.split('').map(Number) as [number, number, number];
      const step = [[1, 0, 0], [0, 1, 0], [0, 0, d > 1 ? 1 : 0]][(x >>> 8) % 3]!;
      cells.add(`${a + step[0]!}${b + step[1]!}${c + step[2]!}`);
    }
    const flat = d === 1;
    const box = flat ? `[0-${DIGITS[w - 1]}][0-${DIGITS[h - 1]}]` : `[0-${DIGITS[w - 1]}][0-${DIGITS[h - 1]}][0-${DIGITS[d - 1]}]`;
    return `| polydance ${flat ? 'polyomino' : 'polycube'}\n${box}\nP ${[...cells].map((c) => (flat ? c.slice(0, 2) : c)).join(' ')}\n`;
  };

  it(
    '--timeout T ends it within T and a margin (at least 0), or the option budget ends it with one message naming the limit',
    ...holds(4, 8000, () =>
      fc.asyncProperty(spec, timeout, fc.option(fc.integer({ min: 1000, max: 400_000 }), { nil: undefined }), async (box, t, max) => {
        const r = await timed(['solve', '--count', '--timeout', String(t), ...(max === undefined ? [] : ['--max-options', String(max)])], text(box));
        expect(r.ms).toBeLessThan(t * 1000 + MARGIN);
        if (r.code === 1) {
          const limit = (max ?? 1_500_000).toLocaleString('en-US');
          expect(r.err).toBe(`polydance solve: the spec makes more than ${limit} options, the limit (--max-options N raises it; each takes about 1 KB of memory)\n`);
          expect(r.out).toBe('');
        } else {
          expect([0, 124]).toContain(r.code);
          expect(r.out).toMatch(/^(at least )?\d+\n$/);
        }
      }),
    ),
  );
});

describe("5. Kasteleyn's determinant of a big box", () => {
  it(
    '--timeout T ends an any-copies domino count (or a --random draw) within T and a margin',
    ...holds(4, 8000, () => {
      const box = fc.record({ w: fc.integer({ min: 20, max: 62 }), h: fc.integer({ min: 20, max: 62 }), random: fc.boolean() });
      return fc.asyncProperty(box, timeout, async ({ w, h, random }, t) => {
        const spec = `[0-${DIGITS[w - 1]}][0-${DIGITS[h - 1]}]\n0:9999|D 00 01\n`;
        const r = await timed(['solve', '--lattice', 'square', ...(random ? ['--random', '3'] : ['--count']), '--timeout', String(t)], spec);
        expect(r.ms).toBeLessThan(t * 1000 + MARGIN);
        expect([0, 124]).toContain(r.code);
        if (!random) expect(r.out).toMatch(/^(at least )?\d+\n$/);
        expect(r.err).not.toMatch(/internal error|\n\s+at /);
      });
    }),
  );
});
