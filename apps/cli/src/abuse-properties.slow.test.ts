// The abuse fuzzer, the quick half: properties that draw issue 34's cases with random
// parameters and judge each promise, through the CLI in this process (the generators and
// judges are in fuzz/abuse.ts; the properties on real processes, which take seconds, in
// abuse-fuzz.slow.test.ts). A few cases each here; POLYDANCE_FUZZ_RUNS=N for more.
import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDlx, solutionError, withDigest } from '@polydance/dlx-solver';
import type { ShardFile } from '@polydance/dlx-solver';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMutation } from '../fuzz/cases.js';
import {
  applyEdit,
  beyondLimit,
  controlChar,
  edit,
  editedFaults,
  fuzzParameters,
  holds,
  listed,
  listingFaults,
  manySolutions,
  manyText,
  notUtf8,
  plainName,
  SMALL,
  solveFixture,
} from '../fuzz/abuse.js';
import { errorFaults, hasControl } from '../fuzz/judge.js';
import { cli, scratch } from './parallel/cli-testing.js';
import { run } from './index.js';
import { memoryIo } from './test/memory-io.js';

/** What a run of the CLI in this process printed, memoized by its arguments (shard files and checkpoints to edit). */
const made = new Map<string, Promise<{ code: number; out: string; err: string }>>();
const once = (args: string[]): Promise<{ code: number; out: string; err: string }> => {
  const key = JSON.stringify(args);
  let r = made.get(key);
  if (!r) made.set(key, (r = cli(args)));
  return r;
};

const small = fc.constantFrom(...SMALL);

describe('6. shard files and checkpoints with a field edited', () => {
  it(
    'merge gives the true count or refuses the file, naming it and the field',
    ...holds(12, 4000, () =>
      fc.asyncProperty(small, fc.integer({ min: 1, max: 3 }), fc.nat(), edit, async (p, n, which, { edit: e, dropDigest }) => {
        const dir = scratch();
        const files: string[] = [];
        for (let i = 0; i < n; i++) {
          const r = await once(['solve', '--count', '--shard', `${i}/${n}`, '--workers', '1', solveFixture(p.name)]);
          expect(r.code).toBe(0);
          files.push(join(dir, `shard-${i}.json`));
          writeFileSync(files[i]!, r.out);
        }
        const victim = files[which % n]!;
        writeFileSync(victim, applyEdit(readFileSync(victim, 'utf8'), e, dropDigest));
        const merged = await cli(['merge', ...files]);
        expect(editedFaults(merged, victim, p.count, 1)).toEqual([]);
        // issue 43: a file without its digest is refused, whatever else was edited (it was
        // taken unchecked: an edited total merged to 4008 instead of 8)
        if (dropDigest || (e.field === 'digest' && e.how === 'drop')) expect(merged.code).toBe(1);
      }),
    ),
  );

  it(
    'a resumed count gives the true count or refuses the checkpoint, naming it and the field',
    ...holds(12, 4000, () =>
      fc.asyncProperty(small, fc.boolean(), edit, async (p, stopped, { edit: e, dropDigest }) => {
        // a whole checkpoint, or one of a run stopped at once (its tasks open)
        const dir = scratch();
        const file = join(dir, 'c.json');
        const args = ['solve', '--count', '--workers', '1', '--checkpoint', file, solveFixture(p.name)];
        const first = await cli(stopped ? [...args, '--timeout', '0.000001'] : args);
        if (!existsSync(file)) return;
        expect([0, 124]).toContain(first.code);
        writeFileSync(file, applyEdit(readFileSync(file, 'utf8'), e, dropDigest));
        const resumed = await cli(args);
        expect(editedFaults(resumed, file, p.count, 2)).toEqual([]);
        if (dropDigest || (e.field === 'digest' && e.how === 'drop')) expect(resumed.code).toBe(2);
      }),
    ),
  );

  it(
    'the shards of a problem with no solution merge to 0',
    ...holds(5, 3000, () =>
      fc.asyncProperty(fc.array(fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 4 }), { maxLength: 12 }), fc.integer({ min: 1, max: 5 }), async (options, n) => {
        // items i0..i5 and z, which no option holds
        const dlx = `i0 i1 i2 i3 i4 i5 z\n${options.map((o) => `${[...new Set(o)].map((i) => `i${i}`).join(' ')}\n`).join('')}`;
        const dir = scratch();
        const files: string[] = [];
        for (let i = 0; i < n; i++) {
          const r = await cli(['solve', '--count', '--shard', `${i}/${n}`, '--workers', '1'], dlx);
          expect(r.code).toBe(0);
          files.push(join(dir, `s${i}.json`));
          writeFileSync(files[i]!, r.out);
        }
        expect(await cli(['merge', ...files])).toMatchObject({ code: 0, out: '0\n' });
      }),
    ),
  );

  it(
    'merge --listing refuses a forged solution, naming the file and the field',
    ...holds(12, 2000, () => {
      const forgery = fc.record({
        name: fc.constantFrom('knuth-x-example.dlx', 'knuth-c-example.dlx', 'pentominoes-3x20.dlx'),
        at: fc.nat(),
        how: fc.constantFrom('drop', 'add', 'twice', 'replace'),
        option: fc.nat({ max: 2000 }),
      });
      return fc.asyncProperty(forgery, async ({ name, at, how, option }) => {
        const r = await once(['solve', '--shard', '0/1', '--workers', '1', solveFixture(name)]);
        expect(r.code).toBe(0);
        const d = JSON.parse(r.out) as { digest?: string; results: { listing?: number[][] }[] };
        const all = d.results.flatMap((t) => t.listing ?? []);
        const s = all[at % all.length]!;
        const forged = how === 'drop' ? s.slice(1) : how === 'add' ? [...s, option] : how === 'twice' ? [...s, s[0]!] : [option, ...s.slice(1)];
        s.splice(0, s.length, ...forged);
        const file = join(scratch(), 'shard.json');
        // its digest made anew, so that the check of each solution is reached
        writeFileSync(file, JSON.stringify(withDigest(d as unknown as ShardFile)));
        const m = await cli(['merge', '--listing', solveFixture(name), file]);
        const { problem } = readDlx(readFileSync(solveFixture(name), 'utf8'));
        if (solutionError(problem, forged) === undefined) return; // still a solution
        expect(m.code).toBe(1);
        expect(errorFaults(m.out.length, m.err)).toEqual([]);
        expect(m.err).toContain(`${file}: its field 'results[`);
      });
    }),
  );
});

describe('4. a checkpoint that cannot be written', () => {
  const rootUser = process.getuid?.() === 0;

  it(
    'a missing folder, or a read-only one, ends with the count, one message and status 74, leaving nothing',
    ...holds(6, 4000, () =>
      fc.asyncProperty(small, fc.array(plainName, { minLength: 1, maxLength: 3 }), fc.boolean(), async (p, missing, readOnly) => {
        const dir = scratch();
        // a read-only folder stops nobody who runs as root: then a missing folder is drawn
        const ro = readOnly && !rootUser;
        if (ro) chmodSync(dir, 0o555);
        const file = ro ? join(dir, 'c.json') : join(dir, ...missing, 'c.json');
        const r = await cli(['solve', '--count', '--workers', '1', '--checkpoint', file, solveFixture(p.name)]);
        if (ro) chmodSync(dir, 0o755);
        expect(r.code).toBe(74);
        expect(r.out).toBe(`${p.count}\n`);
        expect(r.err).toMatch(new RegExp(`^polydance solve: cannot write ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: [A-Z]+ \\([a-z -]+\\)\\n$`));
        expect(readdirSync(dir)).toEqual([]);
      }),
    ),
  );
});

describe('4. a read-only file system is named as one, not as a missing folder', () => {
  /** A read-only tmpfs mounted in a scratch folder (as root), or a folder without write permission; undefined if neither can be had. */
  function readOnlyFolder(): { dir: string; cause: RegExp; done: () => void } | undefined {
    const dir = scratch();
    if (process.getuid?.() !== 0) {
      chmodSync(dir, 0o555);
      return { dir, cause: /EACCES \(permission denied/, done: () => chmodSync(dir, 0o755) };
    }
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=64k', 'tmpfs', dir]);
    if (mounted.status !== 0) return undefined;
    return { dir, cause: /EROFS \(read-only file system/, done: () => void spawnSync('umount', [dir]) };
  }

  const ro = readOnlyFolder();
  afterAll(() => ro?.done());

  // (with neither root and mount nor a user whose permissions count, there is no such folder to try)
  it.runIf(ro !== undefined)('solve --draw svg --out and draw --box --out into a new folder there say why they cannot write (status 74)', async () => {
    const out = join(ro!.dir, 'new', 'deeper');
    const r = await cli(['solve', '--limit', '1', '--draw', 'svg', '--out', out, solveFixture('pentominoes-3x20.dlx')]);
    expect(r.err).toMatch(ro!.cause);
    expect(r.code).toBe(74);
    expect(r.err).not.toMatch(/ENOENT/);
    const spec = join(scratch(), 'box.in');
    writeFileSync(spec, '[0-2][0-2]\nA 00 01\n');
    const d = await cli(['draw', '--box', spec, '--draw', 'svg', '--lattice', 'square', '--out', out]);
    expect(d.code).toBe(74);
    expect(d.err).toMatch(ro!.cause);
    expect(d.err).not.toMatch(/ENOENT/);
  });
});

describe('3. symbolic links planted at the names a checkpoint run uses', () => {
  it(
    'no file outside the checkpoint is written, whatever the links point to',
    ...holds(8, 4000, () => {
      const plant = fc.record({
        // the lock, the checkpoint itself, the names of earlier releases' temporaries (FILE.PID.tmp) and random temporaries
        lock: fc.boolean(),
        file: fc.boolean(),
        pids: fc.array(fc.integer({ min: -3, max: 40 }), { maxLength: 6 }),
        random: fc.array(fc.stringMatching(/^[0-9a-f]{12}$/), { maxLength: 3 }),
        existing: fc.boolean(),
      });
      return fc.asyncProperty(small, plant, async (p, { lock, file: atFile, pids, random, existing }) => {
        const dir = scratch();
        const outside = join(scratch(), 'outside');
        mkdirSync(outside);
        const file = join(dir, 'c.json');
        const names = new Set([
          ...(lock ? [`${file}.lock`] : []),
          ...(atFile ? [file] : []),
          ...pids.map((k) => `${file}.${process.pid + k}.tmp`),
          ...random.map((h) => join(dir, `.c.json.${h}.tmp`)),
        ]);
        [...names].forEach((name, i) => {
          const target = join(outside, `target-${i}`);
          if (existing) writeFileSync(target, `not the checkpoint's ${i}\n`);
          symlinkSync(target, name);
        });
        const before = readdirSync(outside).map((f) => [f, readFileSync(join(outside, f), 'utf8'), statSync(join(outside, f)).mtimeMs]);
        const r = await cli(['solve', '--count', '--workers', '1', '--checkpoint', file, solveFixture(p.name)]);
        expect(readdirSync(outside).map((f) => [f, readFileSync(join(outside, f), 'utf8'), statSync(join(outside, f)).mtimeMs])).toEqual(before);
        if (r.code === 0) {
          expect(r.out).toBe(`${p.count}\n`);
          // the checkpoint is a file of its own now, not a link
          expect(lstatSync(file).isSymbolicLink()).toBe(false);
        } else expect(errorFaults(r.out.length, r.err)).toEqual([]);
      });
    }),
  );
});

describe('7. oversized input', () => {
  it(
    'a spec of more than 512 KB ends with one message and status 1',
    ...holds(4, 5000, () => {
      const spec = fc.record({
        piece: fc.constantFrom('X 10 01 11 21 12', 'I 00 01 02 03 04', 'D 00 01', `${'Q'.repeat(8)} 00`),
        bytes: fc.integer({ min: (512 << 10) + 1, max: 3 << 20 }),
        command: fc.constantFrom(['solve', '--count'], ['polyomino'], ['solve']),
        named: fc.boolean(),
      });
      return fc.asyncProperty(spec, async ({ piece, bytes, command, named }) => {
        // with or without the first line that names its generator (without it, solve reads a DLX file)
        const head = `${named ? '| polydance polyomino\n' : ''}[0-5][0-9]\n`;
        const text = `${head}${`${piece}\n`.repeat(Math.ceil((bytes - head.length) / (piece.length + 1)))}`;
        const io = memoryIo(text);
        expect(await run(command, io)).toBe(1);
        expect(errorFaults(io.outBytes().length, io.err())).toEqual([]);
        expect(io.err()).toMatch(command[0] === 'solve' && !named ? /: line 1, column 1: / : /: the spec is larger than 512 KB/);
      });
    }),
  );
});

describe('8. limits', () => {
  it('--workers, --tasks and the N of --shard beyond their limits give one message and status 2', async () => {
    await fc.assert(
      fc.asyncProperty(beyondLimit, async ({ option, args }) => {
        const r = await cli(['solve', ...args, solveFixture('soma.dlx')]);
        expect(r.code).toBe(2);
        expect(errorFaults(r.out.length, r.err)).toEqual([]);
        expect(r.err).toContain(option);
      }),
      fuzzParameters(30),
    );
  });
});

describe('9. the small ones', () => {
  it('--count=VALUE is refused, its value escaped', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 20 }), async (value) => {
        const r = await cli(['solve', `--count=${value}`, solveFixture('knuth-x-example.dlx')]);
        expect(r.code).toBe(2);
        expect(errorFaults(r.out.length, r.err)).toEqual([]);
      }),
      fuzzParameters(20),
    );
  });

  it('control characters in names reach no message raw', async () => {
    await fc.assert(
      fc.asyncProperty(plainName, controlChar, fc.nat(), async (name, c, at) => {
        const bad = `${name.slice(0, at % (name.length + 1))}${c}${name.slice(at % (name.length + 1))}`;
        // an item in no option: a warning that quotes it, then no solution
        const r = await cli(['solve', '--workers', '1'], `a ${bad}\na\n`);
        expect(r.code).toBe(0);
        expect(r.err).toContain('warning');
        expect(hasControl(r.err)).toBe(false);
      }),
      fuzzParameters(20),
    );
  });

  it('a byte that is not UTF-8 in a name, with --format json, is refused at its line and column', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(plainName, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), fc.nat(), fc.nat(), notUtf8, async (rows, line, column, bytes) => {
        // an item line with every name, then the rows as options; one name gets the bytes
        const names = [...new Set(rows.flat())];
        const lines = [names.join(' '), ...rows.map((r) => [...new Set(r)].join(' '))];
        const l = line % lines.length;
        const c = column % (lines[l]!.length + 1);
        const text = Buffer.concat([
          Buffer.from(`${[...lines.slice(0, l), lines[l]!.slice(0, c)].join('\n')}`),
          Buffer.from(bytes),
          Buffer.from(`${lines[l]!.slice(c)}\n${lines.slice(l + 1).join('\n')}\n`),
        ]);
        const io = memoryIo(text);
        expect(await run(['solve', '--format', 'json', '--workers', '1'], io)).toBe(1);
        expect(errorFaults(io.outBytes().length, io.err())).toEqual([]);
        // lines and columns count from 1; a column counts characters, one for the bad byte
        expect(io.err()).toMatch(new RegExp(`^polydance solve: line ${l + 1}, column ${c + 1}: the byte 0x[0-9a-f]{2} is not UTF-8`));
      }),
      fuzzParameters(20),
    );
  });

  it('draw of a damaged listing draws it or names the line and column', async () => {
    const dlx = solveFixture('pentominoes-3x20.dlx');
    const listing = readFileSync(solveFixture('pentominoes-3x20.out'));
    const damage = fc.record({ op: fc.constant('insert' as const), at: fc.nat(), text: fc.constantFrom('Q', ' 99', '\n7:\n', ':', '\n 00 01\n', 'x\u001b[2J').map((s) => Buffer.from(s)) });
    await fc.assert(
      fc.asyncProperty(damage, async (m) => {
        const r = await cli(['draw', dlx], Buffer.from(applyMutation(listing, m)).toString('utf8'));
        if (r.code === 0) return;
        expect(r.code).toBe(1);
        expect(errorFaults(r.out.length, r.err)).toEqual([]);
        expect(r.err).toMatch(/^polydance draw: line \d+, column \d+: /);
      }),
      fuzzParameters(20),
    );
  });

  it(
    'SIGHUP ends a listing between two solutions: every solution printed is whole',
    ...holds(4, 8000, () =>
      fc.asyncProperty(manySolutions, fc.constantFrom('1', '2'), fc.integer({ min: 0, max: 300 }), async (many, workers, delay) => {
        const dlx = manyText(many);
        const signals = new EventEmitter();
        const io = { ...memoryIo(dlx), signals };
        const done = run(['solve', '--workers', workers], io);
        setTimeout(() => signals.emit('SIGHUP'), delay);
        const code = await done;
        expect([0, 129]).toContain(code);
        const out = io.out();
        expect(listingFaults(dlx, out)).toEqual([]);
        if (code === 129) expect(io.err()).toMatch(/hung up, the search is incomplete\n$/);
        const reported = /^(\d+) solutions/.exec(io.err());
        if (reported) expect(listed(out)).toBe(Number(reported[1]));
      }),
    ),
  );
});
