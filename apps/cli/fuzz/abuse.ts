// The abuse fuzzer's parts: generators that draw the cases of issue 34's list (a stalled
// reader, repeated options, planted symbolic links, files that cannot be written, named
// pipes, edited shard files and checkpoints, oversized input, limits, the small ones) with
// random parameters, and the judges of each promise. The properties that run them are
// src/abuse-fuzz.test.ts (quick, in this process) and src/abuse-fuzz.slow.test.ts (real
// processes, seconds each); docs: apps/docs/pages/guide/reliability.md.
//
// Each property runs a few cases by default; POLYDANCE_FUZZ_RUNS=N runs N cases of each,
// POLYDANCE_FUZZ_SEED=S replays a seed (`pnpm fuzz:abuse` runs more).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDlx } from '@polydance/dlx-solver';
import fc from 'fast-check';

const root = join(import.meta.dirname, '..', '..', '..');

/** The parameters of a property: `runs` cases, unless POLYDANCE_FUZZ_RUNS says otherwise; POLYDANCE_FUZZ_SEED replays a seed. */
export function fuzzParameters(runs: number): { numRuns: number; seed?: number; endOnFailure: true } {
  const env = process.env['POLYDANCE_FUZZ_RUNS'];
  const seed = process.env['POLYDANCE_FUZZ_SEED'];
  return { numRuns: env === undefined ? runs : Number(env), ...(seed === undefined ? {} : { seed: Number(seed) }), endOnFailure: true };
}

/** The time a property may take: `msPerCase` for each of its cases. */
export function fuzzTimeout(runs: number, msPerCase: number): number {
  return fuzzParameters(runs).numRuns * msPerCase + 30_000;
}

/**
 * The body and the time limit of a test that `runs` cases of a property must pass
 * (`msPerCase` each, see {@link fuzzParameters}), as `it(NAME, ...holds(...))` takes
 * them; `property` makes the property when the test runs.
 */
export function holds<Ts>(runs: number, msPerCase: number, property: () => fc.IAsyncProperty<Ts>): [() => Promise<void>, number] {
  return [
    async () => {
      await fc.assert(property(), fuzzParameters(runs));
    },
    fuzzTimeout(runs, msPerCase),
  ];
}

export const solveFixture = (name: string): string => join(root, 'fixtures', 'knuth', 'solve', name);

/** Small problems of the golden corpus and their counts (each a fraction of a second), read without a warning. */
export const SMALL = [
  { name: 'pentominoes-3x20.dlx', count: 8n },
  { name: 'knuth-x-example.dlx', count: 1n },
  { name: 'soma.dlx', count: 11520n },
  { name: 'domino-6x6.dlx', count: 6728n },
] as const;

// ---------------------------------------------------------------------------------------
// Listings

/**
 * The faults of a listing of `dlx`'s solutions (`N:` and one line per option): solutions
 * numbered from 1 in order, each whole: its options cover every primary item once and
 * give every secondary item at most one color (or hold it once, uncolored).
 */
export function listingFaults(dlx: string, listing: string): string[] {
  const { problem } = readDlx(dlx);
  const primary = new Set(problem.primary.map((i) => i.name));
  const secondary = new Set(problem.secondary.map((i) => i.name));
  const faults: string[] = [];
  if (listing !== '' && !listing.endsWith('\n')) faults.push('the listing ends in the middle of a line');
  const lines = listing.split('\n').slice(0, -1);
  let n = 0;
  let covered = new Map<string, number>();
  // a secondary item's colors in the solution: one color, or the item once uncolored
  let colors = new Map<string, string[]>();
  const close = (): void => {
    if (n === 0) return;
    for (const p of primary) if (covered.get(p) !== 1) faults.push(`solution ${n} covers ${p} ${covered.get(p) ?? 0} times`);
    for (const [s, cs] of colors) {
      if (cs.length > 1 && (cs.includes('') || new Set(cs).size > 1)) faults.push(`solution ${n} gives ${s} the colors ${JSON.stringify(cs)}`);
    }
  };
  for (const line of lines) {
    const head = /^(\d+):$/.exec(line);
    if (head) {
      close();
      n++;
      if (Number(head[1]) !== n) faults.push(`solution ${head[1]} where ${n} was due`);
      covered = new Map();
      colors = new Map();
    } else if (line.startsWith(' ') && n > 0) {
      for (const token of line.replace(/ \(\d+ of \d+\)$/, '').trim().split(/\s+/)) {
        const colon = token.indexOf(':');
        const item = colon < 0 ? token : token.slice(0, colon);
        if (secondary.has(item)) colors.set(item, [...(colors.get(item) ?? []), colon < 0 ? '' : token.slice(colon + 1)]);
        else covered.set(item, (covered.get(item) ?? 0) + 1);
      }
    } else faults.push(`an odd line: ${JSON.stringify(line.slice(0, 60))}`);
    if (faults.length > 3) return faults;
  }
  close();
  return faults;
}

/** The number of solutions a listing holds. */
export const listed = (listing: string): number => listing.split('\n').filter((l) => /^\d+:$/.test(l)).length;

// ---------------------------------------------------------------------------------------
// Problems

/** n primary items with k options each, each option with a secondary item of its own: k^n solutions of n options. */
export function productProblem(n: number, k: number): string {
  const items = Array.from({ length: n }, (_, i) => `a${i}`);
  const extra = items.flatMap((a) => Array.from({ length: k }, (_, j) => `${a}_${j}`));
  return `${items.join(' ')} | ${extra.join(' ')}\n${items.flatMap((a) => Array.from({ length: k }, (_, j) => `${a} ${a}_${j}\n`)).join('')}`;
}

/** A problem with many solutions to list: a fixture (MacMahon's hexagon, the 6x10 pentominoes) or a product problem. */
export type Many = { readonly fixture: string } | { readonly n: number; readonly k: number };

export const manySolutions: fc.Arbitrary<Many> = fc.oneof(
  fc.constantFrom('macmahon-hexagon.dlx', 'pentominoes-6x10-all.dlx').map((fixture) => ({ fixture })),
  fc.record({ n: fc.integer({ min: 16, max: 40 }), k: fc.integer({ min: 2, max: 4 }) }),
);

/** The DLX text of a problem with many solutions. */
export const manyText = (m: Many): string => ('fixture' in m ? readFileSync(solveFixture(m.fixture), 'utf8') : productProblem(m.n, m.k));

/** Issue 34's repeated options: `00 01`, then runs of options `00` and `01`, in a random order of runs. */
export const repeatedOptions: fc.Arbitrary<readonly { cell: string; times: number }[]> = fc.array(
  fc.record({ cell: fc.constantFrom('00', '01'), times: fc.integer({ min: 1, max: 40_000 }) }),
  { minLength: 2, maxLength: 4 },
);

export const repeatedText = (runs: readonly { cell: string; times: number }[]): string => `00 01\n${runs.map((r) => `${r.cell}\n`.repeat(r.times)).join('')}`;

/** A piece of the big boxes. */
const PIECES = ['D 00 01', 'X 10 01 11 21 12', 'L 00 01 02 10', 'O 00 01 10 11', 'I 00 01 02 03 04', 'T 00 01 02 11'];
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A big box (up to 62x62) of one to three pieces. */
export const bigBox: fc.Arbitrary<{ w: number; h: number; pieces: string[] }> = fc.record({
  w: fc.integer({ min: 30, max: 62 }),
  h: fc.integer({ min: 30, max: 62 }),
  pieces: fc.subarray(PIECES, { minLength: 1, maxLength: 3 }),
});

/** The spec of a big box, with the first line that names its generator. */
export const boxSpec = (b: { w: number; h: number; pieces: string[] }): string =>
  `| polydance polyomino\n[0-${DIGITS[b.w - 1]}][0-${DIGITS[b.h - 1]}]\n${b.pieces.join('\n')}\n`;

/** A random DLX file of `options` options of 2 to 6 items among `items`. */
export function randomDlx(seed: number, items: number, options: number): string {
  let x = seed >>> 0 || 1;
  const next = (m: number): number => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % m;
  };
  const parts = [Array.from({ length: items }, (_, i) => `i${i}`).join(' '), '\n'];
  for (let o = 0; o < options; o++) {
    const k = 2 + next(5);
    const chosen = new Set<number>();
    while (chosen.size < k) chosen.add(next(items));
    parts.push([...chosen].map((i) => `i${i}`).join(' '), '\n');
  }
  return parts.join('');
}

// ---------------------------------------------------------------------------------------
// Edited shard files and checkpoints

/** A field of a shard file or checkpoint to edit, and how. */
export type Edit =
  | { readonly field: 'solutions' | 'nodes'; readonly at: number; readonly by: bigint; readonly total: boolean }
  | { readonly field: 'total'; readonly by: bigint }
  | { readonly field: 'done'; readonly how: 'drop' | 'twice' | 'renumber'; readonly at: number; readonly to: number }
  | { readonly field: 'path'; readonly at: number; readonly step: number }
  | { readonly field: 'part'; readonly at: number }
  | { readonly field: 'shard'; readonly index: number; readonly count: number }
  | { readonly field: 'version'; readonly to: number }
  | { readonly field: 'plan'; readonly key: 'tasks' | 'fingerprint' | 'mode' | 'target' }
  | { readonly field: 'digest'; readonly how: 'flip' | 'drop' };

export const edit: fc.Arbitrary<{ edit: Edit; dropDigest: boolean }> = fc.record({
  edit: fc.oneof(
    fc.record({ field: fc.constantFrom('solutions' as const, 'nodes' as const), at: fc.nat(), by: fc.bigInt({ min: -3n, max: 2n ** 70n }).filter((b) => b !== 0n), total: fc.boolean() }),
    fc.record({ field: fc.constant('total' as const), by: fc.bigInt({ min: -3n, max: 2n ** 70n }).filter((b) => b !== 0n) }),
    fc.record({ field: fc.constant('done' as const), how: fc.constantFrom('drop' as const, 'twice' as const, 'renumber' as const), at: fc.nat(), to: fc.nat({ max: 10_000 }) }),
    fc.record({ field: fc.constant('path' as const), at: fc.nat(), step: fc.integer({ min: -1, max: 40 }) }),
    fc.record({ field: fc.constant('part' as const), at: fc.nat() }),
    fc.record({ field: fc.constant('shard' as const), index: fc.integer({ min: -1, max: 9 }), count: fc.integer({ min: 0, max: 9 }) }),
    fc.record({ field: fc.constant('version' as const), to: fc.integer({ min: -1, max: 9 }) }),
    fc.record({ field: fc.constant('plan' as const), key: fc.constantFrom('tasks' as const, 'fingerprint' as const, 'mode' as const, 'target' as const) }),
    fc.record({ field: fc.constant('digest' as const), how: fc.constantFrom('flip' as const, 'drop' as const) }),
  ),
  // without its digest (as files of earlier releases are), so that the other checks are seen
  dropDigest: fc.boolean(),
});

interface TaskJson {
  task: number;
  part: number;
  path: number[];
  solutions: string;
  nodes: string;
}

/** Applies an edit to the JSON text of a shard file (`results`) or checkpoint (`tasks`). */
export function applyEdit(text: string, e: Edit, dropDigest: boolean): string {
  const d = JSON.parse(text) as Record<string, unknown> & { plan: Record<string, unknown>; results?: TaskJson[]; tasks?: TaskJson[] };
  const list = d.results ?? d.tasks ?? [];
  const pick = (at: number): TaskJson | undefined => list[at % Math.max(1, list.length)];
  switch (e.field) {
    case 'solutions':
    case 'nodes': {
      const r = pick(e.at);
      if (!r) break;
      r[e.field] = String(BigInt(r[e.field]) + e.by);
      if (e.total && typeof d[e.field] === 'string') d[e.field] = String(BigInt(d[e.field] as string) + e.by);
      break;
    }
    case 'total':
      d['solutions'] = String(BigInt(typeof d['solutions'] === 'string' ? d['solutions'] : '0') + e.by);
      break;
    case 'done': {
      const r = pick(e.at);
      if (!r) break;
      if (e.how === 'drop') list.splice(list.indexOf(r), 1);
      else if (e.how === 'twice') list.push({ ...r });
      else r.task = e.to;
      break;
    }
    case 'path': {
      const r = pick(e.at);
      if (!r) break;
      if (e.step < 0) r.path = r.path.slice(0, -1);
      else r.path = [...r.path, e.step];
      break;
    }
    case 'part': {
      const r = pick(e.at);
      if (r) r.part += 1;
      break;
    }
    case 'shard':
      d['shard'] = { index: e.index, count: e.count };
      break;
    case 'version':
      d['version'] = e.to;
      break;
    case 'plan': {
      const v = d.plan[e.key];
      d.plan[e.key] = typeof v === 'number' ? v + 1 : typeof v === 'string' ? `${v}x` : 1;
      break;
    }
    case 'digest':
      if (e.how === 'drop') delete d['digest'];
      else if (typeof d['digest'] === 'string') d['digest'] = `${d['digest'].slice(1)}${d['digest'][0] === '0' ? '1' : '0'}`;
      break;
  }
  if (dropDigest) delete d['digest'];
  return `${JSON.stringify(d)}\n`;
}

/**
 * The faults of the ending of a merge or resume of an edited file: it ends with the true
 * count, or is refused with one message that names the file and what disagrees.
 */
export function editedFaults(r: { code: number; out: string; err: string }, file: string, truth: bigint, refusal: number): string[] {
  if (r.code === 0) return r.out === `${truth}\n` ? [] : [`a wrong count with exit 0: ${r.out.trim()} instead of ${truth}`];
  const faults: string[] = [];
  if (r.code !== refusal) faults.push(`exit ${r.code}, not ${refusal}`);
  if (r.out !== '') faults.push('output with a refusal');
  if (!r.err.includes(file)) faults.push(`the message does not name the file: ${r.err.trim()}`);
  if (!/field '|task|shard|plan|version|checkpoint of|not a polydance|digest|format/.test(r.err)) faults.push(`the message names no field: ${r.err.trim()}`);
  if (r.err.split('\n').length !== 2) faults.push('not one line of message');
  return faults;
}

// ---------------------------------------------------------------------------------------
// Limits and small ones

/** An argument beyond its limit: `--workers`, `--tasks`, or the N of `--shard I/N`. */
export const beyondLimit: fc.Arbitrary<{ option: string; args: string[] }> = fc.oneof(
  fc.bigInt({ min: 1025n, max: 2n ** 80n }).map((n) => ({ option: '--workers', args: ['--workers', String(n)] })),
  fc.bigInt({ min: 8193n, max: 2n ** 80n }).map((n) => ({ option: '--tasks', args: ['--count', '--tasks', String(n)] })),
  fc
    .bigInt({ min: 8193n, max: 2n ** 80n })
    .chain((n) => fc.bigInt({ min: 0n, max: n - 1n }).map((i) => ({ option: '--shard', args: ['--count', '--shard', `${i}/${n}`] }))),
);

/** Control characters (a line break and tab excepted, which separate names). */
export const controlChar: fc.Arbitrary<string> = fc
  .oneof(fc.integer({ min: 0x01, max: 0x08 }), fc.integer({ min: 0x0e, max: 0x1f }), fc.constant(0x7f), fc.integer({ min: 0x80, max: 0x9f }))
  .map((c) => String.fromCharCode(c));

/** A name of 1 to 8 letters. */
export const plainName: fc.Arbitrary<string> = fc.string({ unit: fc.constantFrom(...'abcdefghxyz'), minLength: 1, maxLength: 6 });

/** Bytes that are not UTF-8. */
export const notUtf8: fc.Arbitrary<readonly number[]> = fc.oneof(
  fc.integer({ min: 0x80, max: 0xbf }).map((b) => [b]),
  fc.constantFrom([0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8], [0xfe], [0xff], [0xc0, 0x80]),
);
