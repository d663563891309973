import { describe, expect, it } from 'vitest';
import { findPuzzle, PUZZLES, SOURCES } from './index.js';
import { COMPUTED } from './catalogue/computed.js';
import { LOZENGE_HEXAGONS } from './catalogue/triangle.js';

/** The puzzles whose count of all solutions comes from `source`. */
const from = (source: object): typeof PUZZLES => PUZZLES.filter((p) => p.counts.all?.source === source);

/** The board m×n of a puzzle named `STEM-MxN`. */
const size = (name: string): [number, number] => {
  const [, m, n] = /-(\d+)x(\d+)$/.exec(name)!;
  return [Number(m), Number(n)];
};

/** Domino tilings of an m×n rectangle by Kasteleyn's product formula, as OEIS A099390 gives it. */
function kasteleyn(m: number, n: number): number {
  if ((m * n) % 2 === 1) return 0;
  let product = 1;
  for (let j = 1; j <= Math.ceil(m / 2); j++) {
    for (let k = 1; k <= Math.ceil(n / 2); k++) {
      product *= 4 * Math.cos((Math.PI * j) / (m + 1)) ** 2 + 4 * Math.cos((Math.PI * k) / (n + 1)) ** 2;
    }
  }
  return Math.round(product);
}

/** Plane partitions in an a×b×c box, by MacMahon's formula (exact). */
function macmahon(a: number, b: number, c: number): bigint {
  let num = 1n;
  let den = 1n;
  for (let i = 1; i <= a; i++)
    for (let j = 1; j <= b; j++)
      for (let k = 1; k <= c; k++) {
        num *= BigInt(i + j + k - 1);
        den *= BigInt(i + j + k - 2);
      }
  expect(num % den).toBe(0n);
  return num / den;
}

describe('the counting families agree with their closed forms', () => {
  it('domino tilings of rectangles: Kasteleyn’s product (OEIS A099390)', () => {
    const boards = from(SOURCES.oeisA099390);
    expect(boards.length).toBeGreaterThanOrEqual(25);
    expect(kasteleyn(8, 8)).toBe(12988816);
    for (const p of boards) expect(p.counts.all!.value, p.name).toBe(kasteleyn(...size(p.name)));
  });

  it('domino tilings of 2×n strips are Fibonacci numbers, 3×n strips follow a(n) = 4a(n−2) − a(n−4)', () => {
    const fib = [1, 1];
    for (let i = 2; i < 20; i++) fib.push(fib[i - 1]! + fib[i - 2]!);
    for (const p of PUZZLES.filter((q) => /^dominoes-2x\d+$/.test(q.name))) expect(p.counts.all!.value, p.name).toBe(fib[size(p.name)[1]]);
    const three = [1, 3];
    for (let i = 2; i < 8; i++) three.push(4 * three[i - 1]! - three[i - 2]!);
    for (const p of PUZZLES.filter((q) => /^dominoes-3x\d+$/.test(q.name))) expect(p.counts.all!.value, p.name).toBe(three[size(p.name)[1] / 2]);
  });

  it('lozenge tilings of hexagons: MacMahon’s formula', () => {
    expect(LOZENGE_HEXAGONS.length).toBeGreaterThanOrEqual(30);
    for (const [a, b, c, all] of LOZENGE_HEXAGONS) {
      expect(BigInt(all), `${a}x${b}x${c}`).toBe(macmahon(a, b, c));
      const p = findPuzzle(`lozenges-hexagon-${a}x${b}x${c}`)!;
      expect(p.counts.all).toMatchObject({ value: all, source: SOURCES.macmahon1916 });
      // the hexagon has 2(ab + bc + ca) triangles: the spec's lozenges cover them
      expect(p.spec).toContain(`\n${a * b + b * c + c * a}|D 00 00'\n`);
    }
    for (const n of [2, 3, 4]) expect(BigInt(findPuzzle(`lozenges-hexagon-${n}`)!.counts.all!.value)).toBe(macmahon(n, n, n));
  });

  it('straight trominoes in 3×n strips: Narayana’s cows, a(n) = a(n−1) + a(n−3)', () => {
    const a = [1, 1, 1];
    for (let i = 3; i <= 20; i++) a.push(a[i - 1]! + a[i - 3]!);
    const strips = PUZZLES.filter((p) => /^trominoes-3x\d+$/.test(p.name));
    expect(strips.length).toBeGreaterThanOrEqual(15);
    for (const p of strips) expect(p.counts.all!.value, p.name).toBe(a[size(p.name)[1]]);
  });

  it('Aztec diamonds: 2^(n(n+1)/2) tilings of 2n(n+1) cells', () => {
    for (const p of PUZZLES.filter((q) => q.name.startsWith('aztec-diamond-'))) {
      const n = Number(p.name.slice('aztec-diamond-'.length));
      expect(p.counts.all!.value, p.name).toBe(2 ** ((n * (n + 1)) / 2));
      expect(p.spec, p.name).toContain(`\n${n * (n + 1)}|D 00 01\n`);
    }
  });
});

describe('the counts Polydance computed', () => {
  it('belong to puzzles of the catalogue, which take them where no source gives a count', () => {
    for (const [name, counts] of Object.entries(COMPUTED)) {
      const p = findPuzzle(name);
      expect(p, name).toBeDefined();
      for (const kind of ['all', 'distinct'] as const) {
        if (counts[kind] === undefined) continue;
        expect(p!.counts[kind]?.value, `${name} ${kind}`).toBe(counts[kind]);
      }
    }
    expect(findPuzzle('dominoes-6x8')?.counts).toMatchObject({ all: { value: 167089, source: SOURCES.oeisA099390 }, distinct: { value: 42873 } });
    expect(findPuzzle('dominoes-6x8')?.counts.distinct?.source.kind).toBe('computed');
  });
});
