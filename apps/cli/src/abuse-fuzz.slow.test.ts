// The abuse fuzzer, the slow half: properties that draw issue 34's cases with random
// parameters and judge each promise on time, most on a real process (the CLI from
// source): a reader that stops reading, stops while a search is prepared, SIGKILL and
// resume, named pipes, endless input. Seconds a case: in the slow set (CI runs it), a
// few cases each; POLYDANCE_FUZZ_RUNS=N for more. The quick half: abuse-fuzz.test.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigBox, boxSpec, holds, listed, listingFaults, manySolutions, manyText, randomDlx, repeatedOptions, repeatedText, SMALL, solveFixture } from '../fuzz/abuse.js';
import { errorFaults } from '../fuzz/judge.js';
import { hasProc, pause, residentMb, stallThenInterrupt, startCli } from '../fuzz/process.js';
import { cli, readSaved, scratch } from './parallel/cli-testing.js';
import { run } from './index.js';
import { memoryIo } from './test/memory-io.js';

/** Milliseconds a stop may take beyond its moment, on a loaded machine of two cores. */
const MARGIN = 1500;

describe('1. a listing on 2 workers into a reader that stops reading', () => {
  it.runIf(hasProc)(
    'memory stays under a bound that does not grow with time; SIGINT then ends it on time, every solution printed whole',
    ...holds(2, 20_000, () =>
      fc.asyncProperty(manySolutions, fc.integer({ min: 1000, max: 3000 }), async (many, wait) => {
        const dlx = manyText(many);
        const file = join(scratch(), 'p.dlx');
        writeFileSync(file, dlx);
        const c = startCli(['solve', '--workers', '2', file]);
        // the threads start and the search runs into the stalled pipe; then SIGINT
        const { first, second, sent } = await stallThenInterrupt(c, 4000, wait);
        expect(second).toBeLessThan(400);
        // no steady growth: the search would fill far more than the pipe holds in that time
        expect(second - first).toBeLessThan(64);
        // the reader still takes nothing until the process has exited, then all there is
        const exited = await c.exited;
        c.readStdout();
        const r = await c.ended;
        expect(exited - sent).toBeLessThan(MARGIN);
        expect(r.code).toBe(130);
        const out = r.stdout.toString('utf8');
        expect(listingFaults(dlx, out)).toEqual([]);
        expect(r.stderr).toMatch(/; interrupted, the search is incomplete\n$/);
        const took = /the reader took the first (\d+)/.exec(r.stderr);
        if (took) expect(listed(out)).toBe(Number(took[1]));
      }),
    ),
  );
});

describe('2. stops while a search is prepared', () => {
  /** Runs the CLI in this process; the milliseconds it took. */
  async function timed(args: string[], input: string): Promise<{ code: number; out: string; err: string; ms: number }> {
    const io = memoryIo(input);
    const start = performance.now();
    const code = await run(args, io);
    return { code, out: io.out(), err: io.err(), ms: performance.now() - start };
  }
  const timeout = fc.integer({ min: 100, max: 1500 }).map((ms) => ms / 1000);
  const how = fc.record({ count: fc.boolean(), workers: fc.constantFrom('1', '2') });

  it(
    '--timeout T on options that repeat, or on a big box, ends within T and a margin',
    ...holds(4, 10_000, () => {
      const input = fc.oneof(repeatedOptions.map((runs) => ({ runs })), bigBox.map((box) => ({ box })));
      return fc.asyncProperty(input, timeout, how, async (what, t, { count, workers }) => {
        const text = 'runs' in what ? repeatedText(what.runs) : boxSpec(what.box);
        const r = await timed(['solve', ...(count ? ['--count'] : ['--limit', '3']), '--workers', workers, '--timeout', String(t)], text);
        expect(r.ms).toBeLessThan(t * 1000 + MARGIN);
        expect([0, 124]).toContain(r.code);
        expect(r.err).not.toMatch(/internal error|\n\s+at /);
      });
    }),
  );

  it(
    '--tasks N, up to its limit, with --timeout T ends within T and a margin',
    ...holds(3, 10_000, () => {
      const problem = fc.constantFrom(...SMALL.map((p) => p.name), 'macmahon-hexagon.dlx', 'pentominoes-6x10-all.dlx');
      return fc.asyncProperty(problem, fc.integer({ min: 1024, max: 8192 }), timeout, fc.constantFrom('1', '2'), async (name, tasks, t, workers) => {
        const r = await timed(['solve', '--count', '--tasks', String(tasks), '--workers', workers, '--timeout', String(t), solveFixture(name)], '');
        expect(r.ms).toBeLessThan(t * 1000 + MARGIN);
        expect([0, 124]).toContain(r.code);
        expect(r.out).toMatch(/^(at least )?\d+\n$/);
      });
    }),
  );

  it(
    'SIGINT while a big DLX file is read or planned ends the process on time',
    ...holds(2, 15_000, () => {
      const big = fc.record({ seed: fc.nat(), items: fc.integer({ min: 200, max: 3000 }), options: fc.integer({ min: 100_000, max: 400_000 }) });
      return fc.asyncProperty(big, fc.integer({ min: 1500, max: 4000 }), fc.constantFrom('1', '2'), async ({ seed, items, options }, delay, workers) => {
        const file = join(scratch(), 'big.dlx');
        writeFileSync(file, randomDlx(seed, items, options));
        const c = startCli(['solve', '--count', '--workers', workers, file], { read: true });
        await pause(delay);
        const sent = performance.now();
        c.kill('SIGINT');
        const r = await c.ended;
        expect(r.at - sent).toBeLessThan(MARGIN);
        // heard by the command (it listens from before the read to the end, and every phase
        // gives way to the event loop): status 130, or 0 when it had finished
        expect(r.signal).toBe(null);
        expect(r.code === 130 || r.code === 0).toBe(true);
        expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
        expect(r.stdout.toString('utf8')).toMatch(/^((at least )?\d+\n)?$/);
      });
    }),
  );
});

describe('3. SIGKILL during a checkpointed count, then resume', () => {
  it(
    'the resumed count is exact, and no temporary file or lock is left',
    ...holds(2, 30_000, () =>
      fc.asyncProperty(fc.integer({ min: 5, max: 50 }).map((x) => x / 100), fc.integer({ min: 0, max: 1500 }), fc.constantFrom('1', '2'), async (every, extra, workers) => {
        const dir = scratch();
        const file = join(dir, 'p.json');
        const args = ['solve', '--count', '--no-progress', '--workers', workers, '--checkpoint', file, '--checkpoint-every', String(every), solveFixture('pentominoes-6x10-all.dlx')];
        const c = startCli(args, { read: true });
        // once the checkpoint holds some progress, and a random moment later
        for (let waited = 0; waited < 60_000 && !(existsSync(file) && readSaved(file).tasks.some((t) => BigInt(t.nodes) > 0n)); waited += 50) await pause(50);
        await pause(extra);
        c.kill('SIGKILL');
        await c.ended;
        const resumed = await cli(args.map((a) => (a === workers ? '1' : a)));
        expect(resumed).toMatchObject({ code: 0, out: '9356\n' });
        expect(readdirSync(dir)).toEqual(['p.json']);
      }),
    ),
  );
});

describe('5. a named pipe with no writer', () => {
  it.runIf(existsSync('/usr/bin/mkfifo'))(
    'as input or as checkpoint: SIGINT or --timeout ends the run on time, with one message',
    ...holds(3, 15_000, () => {
      const stop = fc.oneof(
        fc.integer({ min: 1500, max: 3000 }).map((ms) => ({ kind: 'SIGINT' as const, ms })),
        fc.integer({ min: 200, max: 2000 }).map((ms) => ({ kind: 'timeout' as const, ms })),
      );
      return fc.asyncProperty(fc.constantFrom('input', 'checkpoint'), stop, async (role, s) => {
        const dir = scratch();
        const fifo = join(dir, 'pipe');
        execFileSync('mkfifo', [fifo]);
        const args = role === 'input' ? ['solve', '--count', fifo] : ['solve', '--count', '--checkpoint', fifo, solveFixture('soma.dlx')];
        const started = performance.now();
        const c = startCli(s.kind === 'timeout' ? [...args, '--timeout', String(s.ms / 1000)] : args, { read: true });
        let sent = Number.POSITIVE_INFINITY;
        if (s.kind === 'SIGINT') {
          await pause(s.ms);
          sent = performance.now();
          c.kill('SIGINT');
        }
        const r = await c.ended;
        // a checkpoint that is a pipe is refused at once; an input pipe is waited for until the stop
        // (a SIGINT that comes while the process still starts ends it by default, with no message)
        const early = s.kind === 'SIGINT' && r.code === null && r.signal === 'SIGINT' && r.stderr === '';
        if (early) return;
        if (role === 'checkpoint') {
          expect(r.code).toBe(2);
          expect(r.stderr).toMatch(/is not a regular file \(a named pipe, a device or a folder\), so it cannot be a checkpoint\n$/);
        } else {
          // a count stopped says what it always says (issue 43): at least 0, and its summary
          expect(r.code).toBe(s.kind === 'SIGINT' ? 130 : 124);
          expect(r.stdout.toString('utf8')).toBe('at least 0\n');
          expect(r.stderr).toMatch(
            new RegExp(`^0 solutions, 0 nodes, [\\d.]+ s \\(before the input was read\\); ${s.kind === 'SIGINT' ? 'interrupted' : 'stopped by --timeout'}, the search is incomplete\\n$`),
          );
        }
        if (s.kind === 'SIGINT') expect(r.at - Math.min(sent, r.at)).toBeLessThan(MARGIN);
        // --timeout counts from the start of the command, which comes after the start of a process running the sources
        else expect(r.at - started).toBeLessThan(s.ms + MARGIN + 6000);
        if (role === 'checkpoint') expect(errorFaults(r.stdout.length, r.stderr)).toEqual([]);
      });
    }),
  );
});

describe('7. endless input', () => {
  it.runIf(hasProc && existsSync('/dev/zero'))(
    '/dev/zero or /dev/urandom ends with one message and status 1, in bounded memory',
    ...holds(2, 60_000, () =>
      fc.asyncProperty(fc.constantFrom('/dev/zero', '/dev/urandom'), fc.constantFrom(['solve'], ['solve', '--count'], ['polyomino']), async (source, command) => {
        const c = startCli([...command, source], { read: true });
        let peak = 0;
        let ended = false;
        void c.ended.then(() => (ended = true));
        while (!ended) {
          peak = Math.max(peak, residentMb(c.pid));
          await pause(100);
        }
        const r = await c.ended;
        expect(peak).toBeLessThan(2048);
        expect(r.code).toBe(1);
        expect(errorFaults(r.stdout.length, r.stderr)).toEqual([]);
        expect(r.stderr).toBe(`polydance ${command[0]}: ${source} is larger than 256 MB, the most polydance reads\n`);
      }),
    ),
  );
});
