// The cases of the fuzzer: every command of the CLI with input made by mutating a seed
// (a golden spec, DLX file, listing or argument list of the repository), as fast-check
// arbitraries, so that a failure shrinks to a small case.
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { LATTICE_NAMES } from '@polydance/lattices';
import fc from 'fast-check';
import { run } from 'polydance';

/**
 * One run of the CLI: its arguments, the bytes on its stdin, and files it reads: `{0}`,
 * `{1}`, ... in an argument stand for the paths of `files[0]`, `files[1]`, ...
 */
export interface Case {
  readonly argv: readonly string[];
  readonly stdin: Uint8Array;
  readonly files?: readonly Uint8Array[];
}

const root = join(import.meta.dirname, '..', '..', '..');
const knuth = join(root, 'fixtures', 'knuth');
/** The fixtures of the generators that follow no C program: `fixtures/polydance/COMMAND/*.in`. */
const own = (command: string): Uint8Array[] => files(join(root, 'fixtures', 'polydance', command), '.in').map((f) => f.text);

function files(folder: string, ext: string, maxBytes = 20_000): { name: string; path: string; text: Uint8Array }[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => ({ name: f, path: join(folder, f), text: readFileSync(join(folder, f)) }))
    .filter((f) => f.text.length <= maxBytes);
}

const bytes = (s: string): Uint8Array => Buffer.from(s, 'utf8');

/** The seed inputs of each generator command. */
const SPECS: Record<string, readonly Uint8Array[]> = {
  polyomino: [
    ...files(join(knuth, 'polyomino-dlx'), '.in').map((f) => f.text),
    ...['pentominoes-3x20.in', 'pentominoes-8x8-hole.in'].map((f) => readFileSync(join(root, 'examples', f))),
  ],
  polyiamond: files(join(knuth, 'polyiamond-dlx'), '.in').map((f) => f.text),
  polycube: files(join(knuth, 'polycube-dlx'), '.in').map((f) => f.text),
  polystick: [
    bytes('H01 H11 V10 V11\nS H00 H10\nC H00 V10\n'),
    bytes('| tetrasticks\nH[0-3][0-4] V[0-4][0-3]\nI H00 H10 H20 H30\nL H00 H10 H20 V30\n2|O H00 H01 V00 V10\n'),
    bytes('[HV][0-2][0-2]\n0:2|X H00 V00! H10\nY [HV]00\n'),
  ],
  polyominoes: files(join(knuth, 'polyominoes'), '.in').map((f) => f.text),
  polysticks: [...files(join(knuth, 'polysticks'), '.in').map((f) => f.text), bytes('S L\nH01 H11 V10 V11 | I11\nS 2 1 H00 H10 I10\nL 4 1 H00 V10\n')],
  polyhex: own('polyhex'),
  polyabolo: own('polyabolo'),
  polytrig: own('polytrig'),
  polytwig: own('polytwig'),
};

/** Small DLX problems (solved in well under a second), and golden solve cases with their listings. */
const DLX = files(join(knuth, 'solve'), '.dlx', 12_000);
const LISTED = DLX.filter((f) => {
  try {
    return readFileSync(f.path.replace(/\.dlx$/, '.out')).length > 0;
  } catch {
    return false;
  }
});

const MACMAHON_WORDS = [
  ...files(join(knuth, 'macmahon-triangles-dlx'), '.args').map((f) => Buffer.from(f.text).toString('utf8').trim().split(/\s+/)),
  ['hexagon'],
  ['bar'],
  ['sphinx', '--boundary', 'b', '--mate', 'ab,cd'],
  ['yacht', '--mate=ab'],
];

/** Snippets that mean something to one of the parsers, and some that mean trouble. */
const SNIPPETS = [
  '|', '[', ']', '-', ':', '*', '!', "'", '+', ',', ' ', '\n', '\r\n', '\r', '\t', '\v', '\f', '\0', '0', '1', '9', 'a', 'z', 'A', 'Z', '#',
  '[0-Z]', '[]', '[z-0]', '2|', '0:3|', '1:0|', '9999999999|', '2*', '0*', 'H', 'V', 'I', 'Hzz', 'V00', 'I11', '| ', '(1 of 2)', '1:', ' null x',
  ' 1 1 ', ' 4 2 ', ' 3 ', 'é', '✓', '😀', '\u202e', '\u2028', '\ufeff', '\u001b[2J', '\u0085', 'x:c', 'x:', ':c', '||', 'ab,cd', '00+', '22',
];
const LONG = [' ', 'X', '0', '[', '|', '\n', '-', 'é'];
const RAW_BYTES = [0x80, 0xbf, 0xc0, 0xc3, 0xe2, 0xed, 0xf0, 0xf4, 0xf8, 0xfe, 0xff, 0x00, 0x1b, 0x7f];

/** An edit of a byte string; positions are taken modulo its length. */
type Mutation =
  | { readonly op: 'insert'; readonly at: number; readonly text: Uint8Array }
  | { readonly op: 'delete'; readonly at: number; readonly length: number }
  | { readonly op: 'set'; readonly at: number; readonly byte: number }
  | { readonly op: 'line'; readonly kind: 'dup' | 'drop' | 'swap'; readonly a: number; readonly b: number }
  | { readonly op: 'truncate'; readonly at: number }
  | { readonly op: 'splice'; readonly from: Uint8Array; readonly at: number };

const snippet: fc.Arbitrary<Uint8Array> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SNIPPETS).map(bytes) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_BYTES).map((b) => Uint8Array.of(b)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }).map(bytes) },
  { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...LONG), fc.integer({ min: 2, max: 5 }))
      .map(([c, k]) => bytes(c.repeat(10 ** k))),
  },
);

function mutation(seeds: readonly Uint8Array[]): fc.Arbitrary<Mutation> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ op: fc.constant('insert' as const), at: fc.nat(), text: snippet }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('set' as const), at: fc.nat(), byte: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.constantFrom(...RAW_BYTES)) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('line' as const), kind: fc.constantFrom('dup' as const, 'drop' as const, 'swap' as const), a: fc.nat(), b: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('truncate' as const), at: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('splice' as const), from: fc.constantFrom(...seeds), at: fc.nat() }) },
  );
}

function concat(...parts: Uint8Array[]): Uint8Array {
  return Buffer.concat(parts);
}

function lines(b: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < b.length; i++) {
    if (b[i] === 0x0a) {
      out.push(b.subarray(start, i + 1));
      start = i + 1;
    }
  }
  if (start < b.length) out.push(b.subarray(start));
  return out;
}

export function applyMutation(b: Uint8Array, m: Mutation): Uint8Array {
  const n = b.length;
  switch (m.op) {
    case 'insert': {
      const at = m.at % (n + 1);
      return concat(b.subarray(0, at), m.text, b.subarray(at));
    }
    case 'delete': {
      if (n === 0) return b;
      const at = m.at % n;
      return concat(b.subarray(0, at), b.subarray(Math.min(n, at + m.length)));
    }
    case 'set': {
      if (n === 0) return Uint8Array.of(m.byte);
      const out = Uint8Array.from(b);
      out[m.at % n] = m.byte;
      return out;
    }
    case 'line': {
      const ls = lines(b);
      if (ls.length === 0) return b;
      const a = m.a % ls.length;
      const c = m.b % ls.length;
      if (m.kind === 'dup') ls.splice(a, 0, ls[a]!);
      else if (m.kind === 'drop') ls.splice(a, 1);
      else [ls[a], ls[c]] = [ls[c]!, ls[a]!];
      return Buffer.concat(ls);
    }
    case 'truncate':
      return b.subarray(0, m.at % (n + 1));
    case 'splice': {
      const at = m.at % (n + 1);
      const from = m.from.subarray(m.at % (m.from.length + 1));
      return concat(b.subarray(0, at), from);
    }
  }
}

/** A seed with up to `max` mutations applied (sometimes none: the seed itself must pass). */
function mutated(seeds: readonly Uint8Array[], max = 5): fc.Arbitrary<Uint8Array> {
  // a third with at most one edit: input that is nearly right reaches deeper
  const edits = fc.oneof(fc.array(mutation(seeds), { maxLength: 1 }), fc.array(mutation(seeds), { maxLength: max }));
  return fc.tuple(fc.constantFrom(...seeds), edits).map(([seed, ms]) => ms.reduce(applyMutation, seed));
}

/** A word of a command line: mostly from `words`, sometimes mutated or random. */
function word(words: readonly string[]): fc.Arbitrary<string> {
  const seeds = words.map(bytes);
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...words) },
    { weight: 3, arbitrary: mutated(seeds, 2).map((b) => Buffer.from(b).toString('utf8')) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '-', '--', '-h', '--help', 'x'.repeat(100_000), '1e400', '-1', '0', '99999999999999999999', 'NaN') },
  );
}

const SOLVE_FLAGS = [
  '--count', '--limit', '1', '3', '--every', '2', '--format', 'json', 'text', '--timeout', '0.5', '--no-progress',
  '--draw', 'ascii', '--lattice', ...LATTICE_NAMES, '--legend', '--limit=2', '--format=json',
];
const KNUTH_ARGS = ['v1', 'v2', 'v4', 'v128', 'v256', 'v512', 'v1024', 'v2048', 'v0', 'm1', 'm2', 's7', 's0', 'd1000', 'd0', 'c3', 'C2', 'l1', 't2', 'T50000', 'T0', 'v', 'm', 'q1'];
const DRAW_FLAGS = ['--lattice', ...LATTICE_NAMES, '--draw', 'ascii', '--legend'];

/** The most a fuzz case may search: Knuth's commands stop after this many mems. */
const KNUTH_MEMS = 'T30000000';
/** The longest a fuzz case of `solve` may search. */
export const SOLVE_SECONDS = 1;

export const shapeFile = join(tmpdir(), `polydance-fuzz-shape-${process.pid}`);

export const generatorCase: fc.Arbitrary<Case> = fc
  .constantFrom(...Object.keys(SPECS))
  .chain((cmd) =>
    fc.record({
      argv: fc.oneof({ weight: 9, arbitrary: fc.constant([cmd]) }, { weight: 1, arbitrary: fc.array(word(['-', '--x', 'no-such-file']), { maxLength: 2 }).map((w) => [cmd, ...w]) }),
      stdin: mutated(SPECS[cmd]!),
    }),
  );

export const solveCase: fc.Arbitrary<Case> = fc.record({
  argv: fc.array(word(SOLVE_FLAGS), { maxLength: 5 }).map((flags) => {
    // no SVG files, and every search ends in time
    const safe = flags.map((f) => (f === 'svg' || f.startsWith('--out') ? 'ascii' : f));
    return ['solve', ...safe, '--timeout', String(SOLVE_SECONDS)];
  }),
  stdin: mutated(DLX.map((f) => f.text)),
});

export const knuthCase: fc.Arbitrary<Case> = fc.record({
  argv: fc
    .tuple(fc.constantFrom('dlx1', 'dlx2', 'dlx3'), fc.array(word(KNUTH_ARGS), { maxLength: 4 }), fc.boolean())
    .map(([p, args, shape]) => [p, KNUTH_MEMS, ...args, ...(shape ? [`S${shapeFile}`] : [])]),
  stdin: mutated(DLX.map((f) => f.text)),
});

export const drawCase: fc.Arbitrary<Case> = fc.constantFrom(...LISTED).chain((f) =>
  fc.record({
    argv: fc.array(word(DRAW_FLAGS), { maxLength: 3 }).map((flags) => ['draw', f.path, ...flags.map((x) => (x === 'svg' ? 'ascii' : x))]),
    stdin: mutated([readFileSync(f.path.replace(/\.dlx$/, '.out'))]),
  }),
);

export const macmahonCase: fc.Arbitrary<Case> = fc.constantFrom(...MACMAHON_WORDS).chain((words) =>
  fc.record({
    argv: fc
      .tuple(fc.array(fc.tuple(fc.nat(), word([...words, '00', '01+', '22', '--boundary', '--mate', 'ab,cd', 'a', 'e', 'hexagon'])), { maxLength: 3 }), fc.boolean())
      .map(([edits, drop]) => {
        const w = [...words];
        for (const [at, x] of edits) w.splice(at % (w.length + 1), drop ? 1 : 0, x);
        return ['macmahon', ...w];
      }),
    stdin: fc.constant(new Uint8Array(0)),
  }),
);

const PUZZLE_WORDS = ['show', 'soma', 'pentominoes-6x10', 'pentominoes', 'hexagon', 'tetrahexes-4x7', 'diaboloes-3x3', 'tritrigs-heart', 'pentatwigs-triangle', '--lattice', ...LATTICE_NAMES, 'tetrasticks', 'x'];

export const puzzlesCase: fc.Arbitrary<Case> = fc.record({
  argv: fc.array(word(PUZZLE_WORDS), { maxLength: 3 }).map((w) => ['puzzles', ...w]),
  stdin: fc.constant(new Uint8Array(0)),
});

/** Shards (`solve --shard I/2`) of a count of the 3×20 pentominoes and of a listing of Knuth's example of colors; see {@link prepare}. */
const shards: Uint8Array[] = [];

/** Makes the seeds that come from running the CLI: call once before drawing cases. */
export async function prepare(): Promise<void> {
  if (shards.length > 0) return;
  for (const i of [0, 1]) {
    for (const args of [
      ['solve', '--count', '--shard', `${i}/2`, join(knuth, 'solve', 'pentominoes-3x20.dlx')],
      ['solve', '--shard', `${i}/2`, join(knuth, 'solve', 'knuth-c-example.dlx')],
    ]) {
      const chunks: Buffer[] = [];
      const stdout = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      });
      const sink = new Writable({ write: (_c, _e, callback) => callback() });
      if ((await run(args, { stdin: Readable.from([]), stdout, stderr: sink })) !== 0) throw new Error(`fuzz: cannot make a shard with ${args.join(' ')}`);
      shards.push(Buffer.concat(chunks));
    }
  }
}

/** `merge` on one to three shard files, mutated, sometimes with --listing or --format json. */
export const mergeCase: fc.Arbitrary<Case> = fc.constant(null).chain(() => {
  if (shards.length === 0) throw new Error('fuzz: call prepare() first');
  return fc
    .record({
      files: fc.array(mutated(shards, 2), { minLength: 1, maxLength: 3 }),
      flags: fc.array(word(['--format', 'json', 'text', '--listing', join(knuth, 'solve', 'knuth-c-example.dlx')]), { maxLength: 2 }),
    })
    .map(({ files, flags }) => ({ argv: ['merge', ...files.map((_, i) => `{${i}}`), ...flags], stdin: new Uint8Array(0), files }));
});

/** Every kind of case, in proportion to how much there is to find in each. */
export const anyCase: fc.Arbitrary<Case> = fc.oneof(
  { weight: 6, arbitrary: generatorCase },
  { weight: 3, arbitrary: solveCase },
  { weight: 2, arbitrary: knuthCase },
  { weight: 2, arbitrary: drawCase },
  { weight: 2, arbitrary: macmahonCase },
  { weight: 1, arbitrary: puzzlesCase },
  { weight: 1, arbitrary: mergeCase },
);
