import { readFileSync } from 'node:fs';
import type { Problem } from '@polydance/exact-cover';
import { SpecError } from '@polydance/spec-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isConnectedPolystick, normalizePolystick, polystickKey } from './polystick.js';
import { boxJunctions, polystick } from './polystick-spec.js';
import { rotateStick, stickName, transposeStick } from './stick.js';
import type { Stick } from './stick.js';
import { countCovers } from '../../../test/polyforms.js';
import { EXAMPLE } from './testing.js';
import { expectHandedness } from '../../../test/testing.js';

const sticks = (text: string): Stick[] =>
  text
    .split(' ')
    .filter(Boolean)
    .map((t) => ({ kind: t[0] as Stick['kind'], x: parseInt(t[1] ?? '', 36), y: parseInt(t[2] ?? '', 36) }));

/** The comment lines, the item line and the option lines of a problem, as DLX text writes them. */
function dlxLines(problem: Problem): string[] {
  const name = (i: { name: string; bounds?: string }): string => (i.bounds === undefined ? i.name : `${i.bounds}|${i.name}`);
  const items = [...problem.primary.map(name), ...(problem.secondary.length > 0 ? ['|', ...problem.secondary.map(name)] : [])];
  return [
    ...problem.comments.map((c) => `| ${c}`),
    ` ${items.join(' ')}`,
    ...problem.options.map((o) => o.map((i) => i.item).join(' ')),
  ];
}

/** The eight images of a polystick under the symmetries of the grid, normalized and distinct. */
function images(p: readonly Stick[]): Stick[][] {
  const out = new Map<string, Stick[]>();
  for (const flip of [false, true]) {
    let q = flip ? p.map(transposeStick) : [...p];
    for (let turn = 0; turn < 4; turn++) {
      const n = normalizePolystick(q);
      out.set(polystickKey(n), n);
      q = q.map(rotateStick);
    }
  }
  return [...out.values()];
}

/** The lattice points a stick passes through: an H or V edge joins two of them. */
const ends = (s: Stick): [string, string] =>
  s.kind === 'H' ? [`${s.x},${s.y}`, `${s.x + 1},${s.y}`] : [`${s.x},${s.y}`, `${s.x},${s.y + 1}`];

/**
 * Counts the packings of pieces into a box of edges by brute force, from the
 * geometry alone: cover the first uncovered edge with every unused piece in
 * every orientation and position, and at the end reject a packing in which two
 * pieces both pass straight through the same point (where their sticks cross).
 */
function bruteForce(box: readonly Stick[], pieces: readonly (readonly Stick[])[], allowCrossing = false): number {
  const key = (s: Stick): string => `${s.kind}${s.x},${s.y}`;
  const inBox = new Set(box.map(key));
  const order = box.map(key);
  const owner = new Map<string, number>();
  const orientations = pieces.map(images);
  const used = pieces.map(() => false);
  let count = 0;
  // A piece passes straight through a point when it has two collinear edges there;
  // a packing is crossing-free when no point is passed straight through by two pieces.
  const crossingFree = (): boolean => {
    const through = new Map<string, number>();
    pieces.forEach((_, i) => {
      const mine = new Set([...owner].filter(([, o]) => o === i).map(([k]) => k));
      const points = new Set<string>();
      for (const k of mine) {
        const [x, y] = k.slice(1).split(',').map(Number) as [number, number];
        const next = k[0] === 'H' ? `H${x + 1},${y}` : `V${x},${y + 1}`;
        const point = k[0] === 'H' ? `${x + 1},${y}` : `${x},${y + 1}`;
        if (mine.has(next)) points.add(point);
      }
      for (const p of points) through.set(p, (through.get(p) ?? 0) + 1);
    });
    return [...through.values()].every((n) => n <= 1);
  };
  const search = (): void => {
    const target = order.find((k) => !owner.has(k));
    if (target === undefined) {
      if (allowCrossing || crossingFree()) count++;
      return;
    }
    const [tk, tr] = [target[0], target.slice(1)];
    const [tx, ty] = tr.split(',').map(Number) as [number, number];
    pieces.forEach((_, i) => {
      if (used[i]) return;
      for (const o of orientations[i] ?? []) {
        for (const anchor of o) {
          if (anchor.kind !== tk) continue;
          const placed = o.map((s) => ({ kind: s.kind, x: s.x - anchor.x + tx, y: s.y - anchor.y + ty }));
          const keys = placed.map(key);
          if (!keys.every((k) => inBox.has(k) && !owner.has(k))) continue;
          used[i] = true;
          for (const k of keys) owner.set(k, i);
          search();
          for (const k of keys) owner.delete(k);
          used[i] = false;
        }
      }
    });
  };
  search();
  return count;
}

/** The exact cover counts of a generated problem, with and without its junction items. */
function covers(text: string): { readonly withJunctions: number; readonly withoutJunctions: number } {
  const r = polystick(text);
  const primary = r.problem.primary.map((i) => i.name);
  const secondary = new Set(r.problem.secondary.map((i) => i.name));
  const options = r.problem.options.map((o) => o.map((i) => i.item));
  return {
    withJunctions: countCovers(options, primary),
    withoutJunctions: countCovers(options.map((o) => o.filter((i) => !secondary.has(i))), primary),
  };
}

describe('polydance polystick specs', () => {
  it('packs the documented example in 8 ways, 16 if sticks could cross, as brute force agrees', () => {
    const pieces = EXAMPLE.split('\n').slice(2).filter(Boolean).map((l) => sticks(l.slice(2)));
    const box = polystick(EXAMPLE).problem.primary.filter((i) => /^[HV]..$/.test(i.name)).map((i) => sticks(i.name)[0] as Stick);
    expect(box).toHaveLength(24);
    const { withJunctions, withoutJunctions } = covers(EXAMPLE);
    expect(withJunctions).toBe(bruteForce(box, pieces));
    expect(withoutJunctions).toBe(bruteForce(box, pieces, true));
    expect([withJunctions, withoutJunctions]).toEqual([8, 16]);
  });

  it('writes the box edges, the pieces, and the inner junctions as secondary items', () => {
    const lines = dlxLines(polystick(EXAMPLE).problem);
    expect(lines.slice(0, 9)).toEqual([...EXAMPLE.split('\n').slice(0, 8).map((l) => `| ${l}`), '| this file was created by polydance polystick from that data']);
    expect(lines[9]).toBe(
      ' H00 H01 H02 H03 H10 H11 H12 H13 H20 H21 H22 H23 V00 V01 V02 V10 V11 V12 V20 V21 V22 V30 V31 V32 A B C D E F | I11 I12 I21 I22',
    );
    // The plus sign passes straight through its centre; at (1,1) that is a junction of the box.
    expect(lines[10]).toBe('A H01 H11 V10 V11 I11');
    const orientations = EXAMPLE.split('\n').slice(2).filter(Boolean).map((l) => images(sticks(l.slice(2))).length);
    expect(polystick(EXAMPLE).summary).toBe(
      `Altogether 24 edges, 4 junctions, 6 pieces, ${orientations.reduce((a, b) => a + b)} base placements.`,
    );
  });

  it('gives the same options as POLYSTICKS on its tetrastick data', () => {
    const fixture = (name: string): string =>
      readFileSync(new URL(`../../../fixtures/knuth/polysticks/${name}`, import.meta.url), 'utf8');
    const dance = fixture('tetrasticks-omit-T1.in').split('\n');
    // The same pieces, edges only; the same 5x5 grid, whose inner points are the 16 junctions.
    const pieces = dance.slice(2).filter(Boolean).map((l) => {
      const [name = '', , , ...positions] = l.split(' ');
      return [name, ...positions.filter((p) => !p.startsWith('I'))].join(' ');
    });
    const spec = ['H[0-4][0-5] V[0-5][0-4]', ...pieces].join('\n');
    const asSets = (lines: readonly string[]): string[] => lines.map((l) => l.split(' ').sort().join(' ')).sort();
    const ours = dlxLines(polystick(spec).problem).filter((l) => !l.startsWith('|'));
    const theirs = fixture('tetrasticks-omit-T1.out').split('\n').filter((l) => l !== '');
    expect(asSets(ours.slice(1))).toEqual(asSets(theirs.slice(1)));
    expect(new Set(ours[0]?.split(' ').filter(Boolean))).toEqual(new Set(theirs[0]?.split(' ')));
  });

  it('finds the junctions of a box: points with all four edges in it', () => {
    const names = (text: string): string[] => boxJunctions(sticks(text)).map(stickName);
    expect(names('H01 H11 V10 V11')).toEqual(['I11']);
    expect(names('H01 H11 V10')).toEqual([]);
    expect(names('H00 H10 H01 H11 H02 H12 V00 V01 V10 V11 V20 V21')).toEqual(['I11']);
  });

  it('reads [HV] sets, brackets and ranges, several lines per piece, and multiplicities', () => {
    const r = polystick('[HV][0-1][0-1] H02 H12 V20 V21\n2|S H00 H10\n2|S V00 V01\n');
    expect(r.problem.primary.map((i) => (i.bounds === undefined ? i.name : `${i.bounds}|${i.name}`)).join(' ')).toBe(
      'H00 H01 H02 H10 H11 H12 V00 V01 V10 V11 V20 V21 2|S',
    );
    // Both lines give the straight 2-stick, in both directions, so the closure is found twice.
    expect(r.bases).toHaveLength(4);
    expect(r.problem.options.filter((o) => o.some((i) => i.item === 'I11'))).toHaveLength(4);
  });

  it('covers exactly the fitting translates, with exactly the junctions passed straight through', () => {
    const coord = fc.integer({ min: 0, max: 4 });
    const edge = fc.record({ kind: fc.constantFrom('H' as const, 'V' as const), x: coord, y: coord });
    const key = (s: Stick): string => `${s.kind}${s.x},${s.y}`;
    fc.assert(
      fc.property(
        fc.uniqueArray(edge, { minLength: 1, maxLength: 40, selector: key }),
        fc.uniqueArray(edge, { minLength: 1, maxLength: 4, selector: key }),
        (box, piece) => {
          const text = `${box.map(stickName).join(' ')}\nP ${piece.map(stickName).join(' ')}\n`;
          const r = polystick(text);
          const inBox = new Set(box.map(key));
          const junctions = new Set(r.problem.secondary.map((i) => i.name));
          const expected = new Set<string>();
          for (const o of images(piece)) {
            for (let dx = -6; dx <= 6; dx++) {
              for (let dy = -6; dy <= 6; dy++) {
                const moved = o.map((s) => ({ kind: s.kind, x: s.x + dx, y: s.y + dy }));
                if (!moved.every((s) => inBox.has(key(s)))) continue;
                const through = new Set<string>();
                for (const s of moved) {
                  const [, b] = ends(s);
                  if (moved.some((t) => t.kind === s.kind && ends(t)[0] === b)) through.add(`I${b.replace(',', '')}`);
                }
                const items = [...moved.map(stickName), ...[...through].filter((j) => junctions.has(j))];
                expected.add(items.sort().join(' '));
              }
            }
          }
          const found = r.problem.options.map((o) => o.slice(1).map((i) => i.item).sort().join(' '));
          expect(new Set(found).size).toBe(found.length);
          expect(new Set(found)).toEqual(expected);
          if (isConnectedPolystick(piece)) expect(r.bases.length).toBe(images(piece).length);
        },
      ),
      { numRuns: 150 },
    );
  });

  const failure = (text: string): SpecError => {
    try {
      polystick(text);
    } catch (e) {
      if (e instanceof SpecError) return e;
      throw e;
    }
    throw new Error(`no error for ${JSON.stringify(text)}`);
  };
  const errors: [string, string, number, number, RegExp][] = [
    ['a junction in the box', 'H00 I00\n', 1, 5, /junctions are found automatically/],
    ['a junction in a piece', 'H00 H10\nA H00 I10\n', 2, 7, /junctions are found automatically/],
    ['another letter', 'H00 X00\n', 1, 5, /'X' is not a kind of stick/],
    ['a lower-case h', 'h00\n', 1, 1, /'h' is not a kind of stick/],
    ['a range over kinds', '[H-V]00\n', 1, 1, /junctions are found automatically|not a kind of stick/],
    ['a third digit', 'H001\n', 1, 1, /unexpected '1' after a stick/],
    ['a missing coordinate', 'H0 V00\n', 1, 3, /incomplete stick/],
    ['a bad digit', 'H0# V00\n', 1, 3, /illegal digit '#'/],
    ['a piece named like a junction', 'H01 H11 V10 V11\nI11 H01 H11\n', 2, 1, /also a junction of the box/],
    ['a piece named like an edge', 'H01 H11\nH01 H01\n', 2, 1, /also a cell of the box/],
    ['no box', '| only a comment\n', 2, 1, /before the box/],
  ];
  it.each(errors)('rejects %s with line and column', (_what, text, line, column, reason) => {
    const e = failure(text);
    expect(e.line).toBe(line);
    expect(e.column).toBe(column);
    expect(e.reason).toMatch(reason);
  });
});

describe('handedness markers (a Polydance extension)', () => {
  it('the F tetrastick: 8 orientations, 4 turns one-sided, itself fixed', () => {
    expectHandedness(polystick, 'H[0-3][0-4] V[0-4][0-3]', 'F H00 H10 V00 V10', [8, 8, 4, 1], 'free');
  });
});
