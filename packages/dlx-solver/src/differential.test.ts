/*
 * A differential test of `runKnuth` that needs no C program: random small problems and
 * random option combinations, checked against what must hold between programs, between
 * options, and between a run and its own progress reports. (The golden corpus, in
 * knuth.test.ts, checks the same runs against the C programs' outputs.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryProblem, bruteForce, dlxText } from './internal/brute-force.js';
import { formatFixed } from './internal/format.js';
import type { KnuthProgram } from './knuth.js';
import { runKnuth } from './knuth.js';

interface Run {
  readonly out: string;
  readonly err: string;
}

/** Runs a program; a string input gives string output, bytes give one character per byte. */
async function run(program: KnuthProgram, args: readonly string[], input: string | Uint8Array): Promise<Run> {
  let out = '';
  let err = '';
  await runKnuth(program, args, input, { stdout: (s) => void (out += s), stderr: (s) => void (err += s) });
  return { out, err };
}


/** The numbers of the `Altogether` line: solutions, search mems (b, and DLX2's c), nodes, updates. */
function totals(err: string): { solutions: number; mems: number; lengthMems: number; updates: number; nodes: number } {
  const m = /^Altogether (\d+) solutions?, \d+\+(\d+)(?:-(\d+))? mems, (\d+) updates,.* (\d+) nodes, ccost \d+%\.$/m.exec(err);
  if (m === null) throw new Error(`no totals in ${err}`);
  return {
    solutions: Number(m[1]),
    mems: Number(m[2]),
    lengthMems: Number(m[3] ?? 0),
    updates: Number(m[4]),
    nodes: Number(m[5]),
  };
}

interface Progress {
  readonly line: string;
  readonly mems: number;
  readonly sols: number;
  /** The `kd` pairs, in order. */
  readonly pairs: readonly string[];
  readonly cut: boolean;
  readonly estimate: string;
}

/** The progress lines of a run, taken apart. */
function progress(err: string): Progress[] {
  return err
    .split('\n')
    .filter((l) => l.startsWith(' after '))
    .map((line) => {
      const m = /^ after (\d+) mems: (\d+) sols,((?: [0-9a-zA-Z*]{2})*)(\.\.\.)? (\d\.\d{5})$/.exec(line);
      if (m === null) throw new Error(`bad progress line ${JSON.stringify(line)}`);
      return {
        line,
        mems: Number(m[1]),
        sols: Number(m[2]),
        pairs: (m[3] ?? '').split(' ').filter((p) => p !== ''),
        cut: m[4] !== undefined,
        estimate: m[5] ?? '',
      };
    });
}

/** Knuth's code for 0..61 in progress pairs, read back. */
function decode(c: string): number {
  const x = c.charCodeAt(0);
  if (x <= 57) return x - 48;
  if (x >= 97) return x - 97 + 10;
  return x - 65 + 36;
}

/** Knuth's estimate from the first pairs of a progress line. */
function estimateOf(pairs: readonly string[]): string {
  let f = 0;
  let fd = 1;
  for (const p of pairs) {
    const k = decode(p[0] ?? '0');
    fd *= decode(p[1] ?? '1');
    f += (k - 1) / fd;
  }
  return formatFixed(f + 0.5 / fd, 5);
}

/** The solutions of an `m1` listing, each as its sorted options (items sorted, `(k of d)` and null choices dropped). */
function solutions(out: string): string[] {
  return out
    .split(/^\d+:\n/m)
    .slice(1)
    .map((block) =>
      block
        .split('\n')
        .filter((l) => l !== '' && !l.startsWith(' null '))
        .map((l) => l.replace(/ \((\d+ of \d+|\?)\)$/, '').trim().split(' ').sort().join(' '))
        .sort()
        .join(' / '),
    )
    .sort();
}

/** The solutions of a listing, each with its `N:` line. */
function blocks(out: string): string[] {
  return out.split(/(?=^\d+:\n)/m).filter((b) => b !== '');
}

type Kind = { colors: boolean; bounds: boolean };
const programsFor = (kind: Kind): KnuthProgram[] =>
  kind.bounds ? ['dlx3'] : kind.colors ? ['dlx2', 'dlx3'] : ['dlx1', 'dlx2', 'dlx3'];
const kinds: readonly [string, Kind][] = [
  ['without colors or bounds', { colors: false, bounds: false }],
  ['with colors', { colors: true, bounds: false }],
  ['with colors and bounds', { colors: true, bounds: true }],
];
const runs = { numRuns: 60 };

describe.each(kinds)('runKnuth on random problems %s', (_what, kind) => {
  const problems = arbitraryProblem({ ...kind, maxOptions: 9 });
  const programs = programsFor(kind);

  it('every program that accepts the problem finds the same solutions, as many as a brute-force search', async () => {
    await fc.assert(
      fc.asyncProperty(problems, async (problem) => {
        const text = dlxText(problem);
        const expected = bruteForce(problem).length;
        const listings: string[][] = [];
        for (const program of programs) {
          const r = await run(program, ['m1'], text);
          expect(totals(r.err).solutions).toBe(expected);
          listings.push(solutions(r.out));
        }
        for (const l of listings) expect(l).toEqual(listings[0]);
      }),
      runs,
    );
  });

  it('d1 reports progress at every node after the first, consistent with the final mems', async () => {
    await fc.assert(
      fc.asyncProperty(problems, fc.constantFrom(...programs), async (problem, program) => {
        const text = dlxText(problem);
        const plain = await run(program, [], text);
        const r = await run(program, ['d1'], text);
        const lines = progress(r.err);
        const t = totals(r.err);
        // progress reports change nothing else
        expect(r.err.split('\n').filter((l) => !l.startsWith(' after '))).toEqual(plain.err.split('\n'));
        // DLX1 and DLX2 count a solution as a node, DLX3 finds it at a node it entered
        expect(lines.length).toBe(Math.max(0, (program === 'dlx3' ? t.nodes : t.nodes - t.solutions) - 1));
        lines.forEach((p, i) => {
          expect(p.mems).toBeLessThan(t.mems);
          if (i > 0) expect(p.mems).toBeGreaterThan(lines[i - 1]?.mems ?? 0);
          if (i > 0) expect(p.sols).toBeGreaterThanOrEqual(lines[i - 1]?.sols ?? 0);
          expect(p.sols).toBeLessThanOrEqual(t.solutions);
          expect(p.cut).toBe(false);
          expect(p.estimate).toBe(estimateOf(p.pairs));
        });
      }),
      runs,
    );
  });

  it('T stops at the node where the mems reach it, after the same progress lines', async () => {
    await fc.assert(
      fc.asyncProperty(problems, fc.constantFrom(...programs), fc.nat(), async (problem, program, pick) => {
        const text = dlxText(problem);
        const lines = progress((await run(program, ['d1'], text)).err);
        fc.pre(lines.length > 0);
        const i = pick % lines.length;
        const stop = lines[i]?.mems ?? 0;
        const r = await run(program, ['d1', `T${stop}`], text);
        expect(progress(r.err).map((p) => p.line)).toEqual(lines.slice(0, i + 1).map((p) => p.line));
        expect(r.err).toContain(`${lines[i]?.line ?? ''}\nTIMEOUT!\nAltogether `);
        expect(totals(r.err).mems).toBe(stop);
      }),
      runs,
    );
  });

  it('C cuts the progress pairs as each program does, and only DLX2 keeps the whole estimate', async () => {
    await fc.assert(
      fc.asyncProperty(problems, fc.constantFrom(...programs), fc.integer({ min: -1, max: 3 }), async (problem, program, c) => {
        const text = dlxText(problem);
        const full = progress((await run(program, ['d1'], text)).err);
        const cut = progress((await run(program, ['d1', `C${c}`], text)).err);
        expect(cut.length).toBe(full.length);
        const limit = Math.max(c, 0);
        full.forEach((f, i) => {
          const p = cut[i];
          expect(p?.mems).toBe(f.mems);
          if (program === 'dlx2') {
            // the pairs of the levels below C, then ..., and the estimate of every level
            expect(p?.pairs).toEqual(f.pairs.slice(0, limit));
            expect(p?.cut).toBe(f.pairs.length > limit);
            expect(p?.estimate).toBe(f.estimate);
          } else {
            // the pairs up to level C, ... once level C is shown, and the estimate of those
            const shown = f.pairs.slice(0, limit + 1);
            expect(p?.pairs).toEqual(shown);
            expect(p?.cut).toBe(f.pairs.length > limit);
            expect(p?.estimate).toBe(estimateOf(shown));
          }
        });
      }),
      runs,
    );
  });

  it('t, m and negative values select solutions as the C programs do', async () => {
    await fc.assert(
      fc.asyncProperty(
        problems,
        fc.constantFrom(...programs),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        async (problem, program, k, j) => {
          const text = dlxText(problem);
          const all = await run(program, ['m1'], text);
          const listed = blocks(all.out);
          const count = totals(all.err).solutions;
          // t<k>: the first k solutions (and the count stops there)
          const first = await run(program, ['m1', `t${k}`], text);
          expect(first.out).toBe(listed.slice(0, k).join(''));
          expect(totals(first.err).solutions).toBe(Math.min(k, count));
          // m<j>: every j-th solution, numbered as in the full listing
          expect((await run(program, [`m${j}`], text)).out).toBe(listed.filter((_, i) => (i + 1) % j === 0).join(''));
          // a negative limit is no limit; a negative spacing lists nothing
          expect(await run(program, ['m1', 't-1', 'T-1', 'd-5'], text)).toEqual(all);
          const none = await run(program, [`m-${j}`], text);
          expect(none.out).toBe('');
          expect(none.err).toBe((await run(program, [], text)).err);
        },
      ),
      runs,
    );
  });

  it('names are bytes: renamed with any bytes of the same lengths, a run prints the same', async () => {
    // a name byte is anything but a blank, ':', '|' and NUL
    const nameByte = fc.integer({ min: 1, max: 255 }).filter((b) => b !== 32 && !(b >= 9 && b <= 13) && b !== 58 && b !== 124);
    await fc.assert(
      fc.asyncProperty(
        problems,
        fc.constantFrom(...programs),
        fc.array(fc.array(nameByte, { maxLength: 7 }), { minLength: 8, maxLength: 8 }),
        async (problem, program, rawNames) => {
          const items = [...problem.primary, ...problem.secondary].map((it) => it.name);
          // names of 1 to 8 bytes, made distinct by their last byte (\xf0 to \xf7), and
          // ASCII names of the same lengths
          const bytesNames = rawNames.map((bs, i) => String.fromCharCode(...bs, 0xf0 + i));
          const asciiNames = bytesNames.map((n, i) => `${'x'.repeat(n.length - 1)}${String.fromCharCode(0x61 + i)}`);
          const rename = (names: readonly string[]) => (item: string): string => names[items.indexOf(item)] ?? item;
          const toBytes = (s: string): Uint8Array => Uint8Array.from(s, (ch) => ch.charCodeAt(0));
          const a = await run(program, ['m1'], toBytes(dlxText(problem, rename(bytesNames))));
          const b = await run(program, ['m1'], toBytes(dlxText(problem, rename(asciiNames))));
          // the same mems (names are read byte by byte), the same listing but for the names
          expect(a.err).toBe(b.err);
          const back = new Map(bytesNames.map((n, i) => [n, asciiNames[i] ?? '']));
          const renamed = a.out
            .split('\n')
            .map((l) => l.replace(/(?<= )[^ ]+/g, (tok) => {
              const colon = tok.lastIndexOf(':');
              const name = colon > 0 && back.has(tok.slice(0, colon)) ? tok.slice(0, colon) : tok;
              return back.has(name) ? `${back.get(name) ?? ''}${tok.slice(name.length)}` : tok;
            }))
            .join('\n');
          expect(renamed).toBe(b.out);
        },
      ),
      runs,
    );
  });
});

describe('runKnuth on random problems without colors', () => {
  it('DLX2 searches exactly as DLX1: the same listing, nodes, updates and search mems', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryProblem({ colors: false, bounds: false }), fc.nat(100), async (problem, seed) => {
        const text = dlxText(problem);
        const args = seed % 2 === 0 ? ['m1', `s${seed}`] : ['m1'];
        const x = await run('dlx1', args, text);
        const c = await run('dlx2', args, text);
        expect(c.out).toBe(x.out);
        const [tx, tc] = [totals(x.err), totals(c.err)];
        expect([tc.solutions, tc.nodes, tc.updates, tc.mems]).toEqual([tx.solutions, tx.nodes, tx.updates, tx.mems]);
        // DLX2's c counts 2 mems per change of a secondary length, so no more than b
        expect(tc.lengthMems % 2).toBe(0);
        expect(tc.lengthMems).toBeLessThanOrEqual(tc.mems);
        if (problem.secondary.length === 0) expect(tc.lengthMems).toBe(0);
      }),
      { numRuns: 100 },
    );
  });
});
