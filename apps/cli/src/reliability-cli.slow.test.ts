// Regression tests of issue 14 through the CLI: every stop on time and with its exit
// status, nothing lost, write errors reported, input bytes echoed unchanged, messages
// one short line. (The same promises run on the built CLI in the fuzzer and smoke test.)
import { EventEmitter } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from './index.js';
import type { Io } from './io.js';
import { decodeInput, encodeOutput } from './io.js';
import { memoryIo } from './test/memory-io.js';

const solveDir = new URL('../../../fixtures/knuth/solve/', import.meta.url);
const fixture = (name: string): string => readFileSync(new URL(name, solveDir), 'utf8');
const example = (name: string): string => readFileSync(new URL(`../../../examples/${name}`, import.meta.url), 'utf8');

/** n primary items, each with two options giving its own secondary item one of two colors: 2^n solutions. */
function denseColors(n: number): string {
  let s = `${Array.from({ length: n }, (_, i) => `a${i}`).join(' ')} | ${Array.from({ length: n }, (_, i) => `x${i}`).join(' ')}\n`;
  for (let i = 0; i < n; i++) s += `a${i} x${i}:A\na${i} x${i}:B\n`;
  return s;
}

/**
 * The same with an item b, chosen last, that can take any x colored A: the colors of all
 * x stay part of the state, so the counting engine remembers nothing that helps, and
 * n·2^(n-1) solutions come at the leaves.
 */
function denseColorsKept(n: number): string {
  const [head = '', ...rest] = denseColors(n).split('\n');
  const b = Array.from({ length: n }, (_, i) => `b x${i}:A\n`).join('');
  // b last, so that the a's are chosen before it on ties
  return `${head.replace(' |', ' b |')}\n${rest.join('\n')}${b}`;
}

/** A stdout whose every write fails with `code`, as /dev/full (ENOSPC) or a closed pipe (EPIPE) do. */
function failingStdout(code: string): Writable {
  const stream = new Writable({
    write(_chunk, _encoding, callback) {
      callback(Object.assign(new Error(`${code}: it failed, write`), { code }));
    },
  });
  stream.on('error', () => undefined);
  return stream;
}

function ioWith(stdin: string | Buffer, stdout: Writable): Io & { err(): string } {
  const stderr = new PassThrough();
  const chunks: Buffer[] = [];
  stderr.on('data', (c: Buffer) => chunks.push(c));
  return {
    stdin: Readable.from([Buffer.from(stdin)]),
    stdout,
    stderr,
    err: () => Buffer.concat(chunks).toString('utf8'),
  };
}

/** Runs with stdout collected as bytes. */
async function runBytes(argv: string[], stdin: Buffer): Promise<{ code: number; out: Buffer }> {
  const stdout = new PassThrough();
  const chunks: Buffer[] = [];
  stdout.on('data', (c: Buffer) => chunks.push(c));
  const code = await run(argv, ioWith(stdin, stdout));
  return { code, out: Buffer.concat(chunks) };
}

describe('write errors on stdout give one message and status 74', () => {
  it.each([
    ['polyomino', ['polyomino'], example('pentominoes-6x10.in')],
    ['polysticks', ['polysticks'], 'S L\nH01 H11 V10 V11 | I11\nS 2 1 H00 H10 I10\nL 4 1 H00 V10\n'],
    ['macmahon', ['macmahon', 'hexagon'], ''],
    ['solve', ['solve'], fixture('pentominoes-3x20.dlx')],
    ['solve --count', ['solve', '--count'], fixture('pentominoes-3x20.dlx')],
    ['dlx1', ['dlx1', 'm1'], fixture('pentominoes-3x20.dlx')],
    ['--help', ['--help'], ''],
  ])('%s > /dev/full', async (_name, argv, input) => {
    const io = ioWith(input, failingStdout('ENOSPC'));
    expect(await run(argv, io)).toBe(74);
    const lines = io.err().split('\n').filter((l) => l.startsWith('polydance'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^polydance( \w+)?: cannot write the output: ENOSPC \(it failed\)$/);
    expect(io.err()).not.toMatch(/\n\s+at /);
  });

  it('EPIPE from a closed reader (| head) stays quiet', async () => {
    for (const argv of [['polyomino'], ['solve']]) {
      const input = argv[0] === 'solve' ? fixture('pentominoes-3x20.dlx') : example('pentominoes-6x10.in');
      const io = ioWith(input, failingStdout('EPIPE'));
      expect(await run(argv, io)).toBe(0);
      expect(io.err()).not.toMatch(/EPIPE|cannot write/);
    }
  });
});

describe('no MaxListenersExceededWarning', () => {
  const warnings: Error[] = [];
  const onWarning = (w: Error): void => {
    warnings.push(w);
  };
  beforeEach(() => {
    warnings.length = 0;
    process.on('warning', onWarning);
  });
  afterEach(() => {
    process.off('warning', onWarning);
  });

  it('solve writing to a slow reader, then to a failing one', async () => {
    // a reader that takes each chunk on a later turn of the event loop, with no buffer
    const slow = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, callback) {
        setImmediate(callback);
      },
    });
    // 2^14 solutions, 3 MB of listing: about 50 writes
    expect(await run(['solve'], ioWith(denseColors(14), slow))).toBe(0);
    expect(slow.listenerCount('drain')).toBe(0);
    expect(await run(['solve'], ioWith(denseColors(14), failingStdout('ENOSPC')))).toBe(74);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
  });
});

describe('every stop on time, with its exit status, nothing lost', () => {
  it('--timeout above 2,147,483 seconds (a Node timer overflow) does not stop at once', async () => {
    for (const t of ['3000000', '99999999999999999999999999']) {
      const io = memoryIo(fixture('pentominoes-3x20.dlx'));
      expect(await run(['solve', '--count', '--timeout', t], io)).toBe(0);
      expect(io.out()).toBe('8\n');
    }
  });

  it('a problem that stands for the dense ones below counts to n·2^(n-1)', async () => {
    const io = memoryIo(denseColorsKept(10));
    expect(await run(['solve', '--count'], io)).toBe(0);
    expect(io.out()).toBe(`${10 * 2 ** 9}\n`);
  });

  it('solve --count stops on --timeout when solutions are dense (a color problem), with the partial count', async () => {
    const io = memoryIo(denseColorsKept(40));
    // one worker: the engine itself must look at the clock (worker threads report their counts as they go)
    // (--symmetry none: the item names read as square cells, and the symmetry cut lets states meet)
    expect(await run(['solve', '--count', '--workers', '1', '--symmetry', 'none', '--timeout', '0.2'], io)).toBe(124);
    const counted = Number(/^at least (\d+)\n$/.exec(io.out())?.[1]);
    expect(counted).toBeGreaterThan(0);
    expect(io.err()).toMatch(new RegExp(`^${counted} solutions \\(Algorithm C\\), .*; stopped by --timeout, the search is incomplete\\n$`));
  });

  it('solve --count --distinct stopped by --timeout says how many solutions it found, as a lower bound, in text and JSON', async () => {
    const gen = memoryIo('');
    expect(await run(['macmahon', 'hexagon'], gen)).toBe(0);
    // MacMahon's hexagon: 11853792 solutions in all, far more than a fraction of a second finds
    for (const format of ['text', 'json'] as const) {
      const io = memoryIo(gen.out());
      // (3 s: reading, finding the symmetries and making the plan come first, slower when
      // the machine is shared; the whole count takes far longer)
      expect(await run(['solve', '--count', '--distinct', '--workers', '1', '--format', format, '--timeout', '3'], io)).toBe(124);
      const m = /^at least (\d+) solutions in all so far, so at least (\d+) up to rotations and reflections \(12 symmetries[^)]*\) \(Algorithm C\), .*; stopped by --timeout, the search is incomplete\n$/.exec(io.err());
      const found = Number(m?.[1]);
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThan(11853792);
      // each orbit holds at most 12 solutions: the found ones make at least ⌈found / 12⌉
      const orbits = Math.ceil(found / 12);
      expect(Number(m?.[2])).toBe(orbits);
      if (format === 'text') expect(io.out()).toBe(`at least ${orbits}\n`);
      else expect(JSON.parse(io.out())).toMatchObject({ solutions: found, distinct: null, distinctAtLeast: orbits, symmetries: 12, complete: false });
    }
  });

  // the stop in the count of a weighted quotient problem takes seconds: reliability.slow.test.ts

  it.each([
    ['SIGINT', 130, 'interrupted'],
    ['SIGTERM', 143, 'terminated'],
  ] as const)('%s stops a listing with status %d, printing every solution found and the summary', async (signal, status, word) => {
    const signals = new EventEmitter();
    const io = { ...memoryIo(fixture('pentominoes-6x10-all.dlx')), signals };
    const done = run(['solve'], io);
    // once some solutions are out, as a user would press Ctrl-C
    await new Promise<void>((resolve) => {
      const check = (): void => {
        if (io.out().length > 0) resolve();
        else setTimeout(check, 5);
      };
      check();
    });
    signals.emit(signal);
    expect(await done).toBe(status);
    const reported = Number(/^(\d+) solutions/.exec(io.err())?.[1]);
    expect(io.err()).toMatch(new RegExp(`; ${word}, the search is incomplete\\n$`));
    const listed = io.out().split('\n').filter((l) => /^\d+:$/.test(l));
    expect(listed).toHaveLength(reported);
    expect(listed.at(-1)).toBe(`${reported}:`);
    // the last solution is whole: 12 pieces
    expect(io.out().split(`${reported}:\n`)[1]?.split('\n').filter((l) => l !== '')).toHaveLength(12);
  });

  it('SIGTERM while solutions are drawn as SVG files on 2 workers ends at the next solution, not after drawing all the workers found', async () => {
    const signals = new EventEmitter();
    const out = mkdtempSync(join(tmpdir(), 'polydance-svg-stop-'));
    try {
      const io = { ...memoryIo(fixture('pentominoes-6x10.dlx')), signals };
      const done = run(['solve', '--workers', '2', '--draw', 'svg', '--out', out], io);
      // once a few files are written: the workers find solutions far faster than files are written
      await new Promise<void>((resolve) => {
        const check = (): void => {
          if (readdirSync(out).filter((f) => f.endsWith('.svg')).length >= 20) resolve();
          else setTimeout(check, 5);
        };
        check();
      });
      const sent = performance.now();
      signals.emit('SIGTERM');
      expect(await done).toBe(143);
      const took = performance.now() - sent;
      const files = readdirSync(out);
      const listed = Number(/(?:^|\n)(\d+) solutions/.exec(io.err())?.[1]);
      // every file listed is there and whole, and nothing else (no temporary)
      expect(files).toHaveLength(listed);
      expect(files.sort()).toEqual(Array.from({ length: listed }, (_, i) => `solution-${String(i + 1).padStart(4, '0')}.svg`));
      for (const f of files) expect(readFileSync(join(out, f), 'utf8')).toMatch(/<\/svg>\n?$/);
      expect(io.err()).toMatch(/; (\d+ more found before the stop, not listed; )?terminated, the search is incomplete\n$/);
      // not an assertion on speed: a stop that drew every solution found would take seconds
      expect(took, `${listed} files, ${took} ms`).toBeLessThan(1500);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('SIGTERM also stops a count (dense colors), with the partial count and status 143', async () => {
    const signals = new EventEmitter();
    const io = { ...memoryIo(denseColorsKept(40)), signals };
    const done = run(['solve', '--count', '--workers', '1', '--symmetry', 'none'], io);
    setTimeout(() => signals.emit('SIGTERM'), 100);
    expect(await done).toBe(143);
    expect(io.out()).toMatch(/^at least [1-9]\d*\n$/);
    expect(io.err()).toMatch(/; terminated, the search is incomplete\n$/);
  });

  it('a signal while the input is still being read stops at once', async () => {
    const signals = new EventEmitter();
    const stdin = new PassThrough(); // never ends
    const io = { ...memoryIo(), stdin, signals };
    const done = run(['solve', '--count'], io);
    setTimeout(() => signals.emit('SIGINT'), 20);
    expect(await done).toBe(130);
    // a stopped count says what it always says (issue 43): at least 0
    expect(io.out()).toBe('at least 0\n');
    expect(io.err()).toMatch(/^0 solutions, 0 nodes, \d+\.\d{3} s \(before the input was read\); interrupted, the search is incomplete\n$/);
  });
});

describe('input bytes are echoed unchanged', () => {
  it('a spec with byte 0xFF in a comment line', async () => {
    const spec = Buffer.concat([Buffer.from('| caf'), Buffer.of(0xff, 0xe9), Buffer.from(' \u00e9t\u00e9 ✓\n[0-1][0-1]\nO 00 01 10 11\n')]);
    const { code, out } = await runBytes(['polyomino'], spec);
    expect(code).toBe(0);
    const echoed = out.subarray(0, out.indexOf(0x0a) + 1);
    expect(echoed).toEqual(Buffer.concat([Buffer.from('| '), spec.subarray(0, spec.indexOf(0x0a) + 1)]));
  });

  it('decodeInput and encodeOutput give back any bytes', () => {
    const samples = [
      Buffer.of(0xff),
      Buffer.of(0xc3, 0x28),
      Buffer.of(0xe2, 0x82),
      Buffer.of(0xed, 0xa0, 0x80), // an encoded surrogate is not UTF-8
      Buffer.of(0xf0, 0x9f, 0x98, 0x80, 0xf4, 0x90, 0x80, 0x80),
      Buffer.from('plain ✓ text\r\n'),
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    ];
    for (const b of samples) {
      const out = encodeOutput(decodeInput(b));
      expect(Buffer.from(out)).toEqual(b);
    }
    expect(decodeInput(Buffer.of(0x61, 0xff, 0x62))).toBe('a\udcffb');
  });
});

describe('error messages are one short line', () => {
  it('an input line holding one 10 MB token gives an error message under 200 characters', async () => {
    for (const [cmd, input] of [
      ['polyomino', `[0-1][0-1]\n${'X'.repeat(10 << 20)} 00\n`],
      ['solve', `${'x'.repeat(10 << 20)}\n`],
      ['polyominoes', `A\n00 01\nA 1 1 ${'0'.repeat(10 << 20)}\n`],
    ] as const) {
      const io = memoryIo(input);
      expect(await run([cmd], io)).toBe(1);
      expect(io.out()).toBe('');
      expect(io.err().length).toBeLessThan(200);
      expect(io.err().split('\n')).toHaveLength(2);
    }
  });

  it('newlines and control characters in macmahon arguments are escaped', async () => {
    const io = memoryIo();
    expect(await run(['macmahon', 'ab\ncd'], io)).toBe(2);
    expect(io.err()).toBe(
      "polydance macmahon: argument 1 'ab\\ncd': not a hexiamond (hexagon, bar, crook, crown, sphinx, snake, yacht, chevron, signpost, lobster, hook, butterfly)\n",
    );
    const io2 = memoryIo();
    expect(await run(['macmahon', '00', '1\u001b[31m1', '2', '3', '4', '5'], io2)).toBe(2);
    expect(io2.err()).toMatch(/^polydance macmahon: argument 2 '1\\x1b\[31m1': /);
    expect(io2.err()).not.toContain('\u001b');
  });

  it('an unknown option of 1 MB', async () => {
    const io = memoryIo();
    expect(await run(['solve', `--${'x'.repeat(1 << 20)}`], io)).toBe(2);
    expect(io.err().length).toBeLessThan(200);
  });
});

describe('JSON listings are UTF-8 text', () => {
  it('refuse a name with a byte that is not UTF-8, naming the line and column (a comment keeps its bytes)', async () => {
    const io = memoryIo(Buffer.concat([Buffer.from('| a comment \xff kept\n', 'latin1'), Buffer.from('a c\na c\n'), Buffer.of(0x61, 0xff, 0x62), Buffer.from(' c\n')]));
    expect(await run(['solve', '--format', 'json'], io)).toBe(1);
    expect(io.out()).toBe('');
    expect(io.err()).toBe('polydance solve: line 4, column 2: the byte 0xff is not UTF-8, and --format json writes names as UTF-8 text\n');
    const fine = memoryIo(Buffer.concat([Buffer.from('| a comment \xff kept\n', 'latin1'), Buffer.from('a c\na c\n')]));
    expect(await run(['solve', '--format', 'json'], fine)).toBe(0);
    expect(fine.out()).toBe('{"solution":1,"options":[0],"items":[["a","c"]]}\n');
    // without --format json, such a name is kept, as Knuth's programs keep it
    expect(await run(['solve'], memoryIo(Buffer.from('a\xffb c\na\xffb c\n', 'latin1')))).toBe(0);
  });
});
