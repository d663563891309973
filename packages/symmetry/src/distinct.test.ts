import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSymmetries, countDistinct, solve, solveDistinct } from '@polydance/dlx-solver';
import type { Problem, Solution } from '@polydance/exact-cover';
import { findGenerator } from '@polydance/lattices';
import { findSymmetries, renamedPieces } from './index.js';
import type { ProblemSymmetry, SymmetryMode } from './index.js';
import { symmetriesOf } from './find.js';

/** Every solution, by a plain search. */
function allSolutions(problem: Problem): Solution[] {
  return [...solve(problem)];
}

/** The orbit of a solution's canonical form: the least sorted image under the group. */
function canonical(solution: Solution, group: readonly ProblemSymmetry[]): string {
  let best: number[] | undefined;
  for (const g of group) {
    const image = solution.map((o) => g.options[o]!).sort((a, b) => a - b);
    if (!best || image.join(',') < best.join(',')) best = image;
  }
  return best!.join(',');
}

/** Brute force: all solutions mapped by every symmetry, canonical forms counted. */
function bruteDistinct(problem: Problem, group: readonly ProblemSymmetry[]): { all: number; distinct: number } {
  const solutions = allSolutions(problem);
  return { all: solutions.length, distinct: new Set(solutions.map((s) => canonical(s, group))).size };
}

async function check(command: string, spec: string, mode: SymmetryMode = 'all') {
  const g = findGenerator(command)!;
  const { problem } = g.generate(spec);
  const group = findSymmetries(problem, g.lattice, mode);
  // pieces mapped by fingerprints find what exact profiles find
  expect(group).toEqual(symmetriesOf(problem, g.lattice, mode, true));
  const counted = await countDistinct(problem, group);
  const brute = bruteDistinct(problem, group);
  expect({ all: Number(counted.solutions), distinct: Number(counted.distinct) }).toEqual(brute);
  const listed: Solution[] = [];
  for await (const s of solveDistinct(problem, group)) listed.push(s);
  expect(listed).toHaveLength(brute.distinct);
  expect(new Set(listed.map((s) => canonical(s, group))).size).toBe(listed.length);
  return { group: group.length, ...brute };
}

const SQUARE_PIECES = ['00', '00 01', '00 01 02', '00 01 10', '00 01 02 03', '00 01 10 11', '00 01 02 10', '00 01 02 11', '00 01 11 12'];

/** A rectangle (or a square with a hole in the middle) and pieces that fill it, some given with a multiplicity. */
const squareSpec = fc
  .record({
    w: fc.integer({ min: 1, max: 4 }),
    h: fc.integer({ min: 2, max: 4 }),
    picks: fc.array(fc.integer({ min: 1, max: SQUARE_PIECES.length - 1 }), { maxLength: 5 }),
    copies: fc.boolean(),
  })
  .map(({ w, h, picks, copies }) => {
    let area = w * h;
    const lines = [`[0-${w - 1}][0-${h - 1}]`];
    const sizes: number[] = [];
    for (const p of picks) {
      const size = SQUARE_PIECES[p]!.split(' ').length;
      if (size <= area) {
        sizes.push(p);
        area -= size;
      }
    }
    sizes.forEach((p, k) => lines.push(`${String.fromCharCode(65 + k)} ${SQUARE_PIECES[p]}`));
    if (area > 0) lines.push(copies || area > 3 ? `${area}|M 00` : Array.from({ length: area }, (_, k) => `m${k} 00`).join('\n'));
    return `${lines.join('\n')}\n`;
  });

const HEX_PIECES = ['00', '00 10', '00 10 20', '00 10 11', '00 01 10', '00 10 20 30', '00 10 20 21', '00 10 11 20', '00 10 11 21', '01 10 20 21', '01 11 12 20', '00 01 10 11'];

/** The cells `xy` of a board of hexagons: a rhombus, a triangle or a hexagon, as symmetric boards are. */
function hexBoard(shape: 'rhombus' | 'triangle' | 'hexagon', a: number, b: number): string[] {
  const cells: string[] = [];
  for (let x = 0; x < 5; x++)
    for (let y = 0; y < 5; y++) {
      const inside =
        shape === 'rhombus' ? x < a && y < b : shape === 'triangle' ? x + y < a + 1 : x <= 2 && y <= 2 && x + y >= 1 && x + y <= 3;
      if (inside) cells.push(`${x}${y}`);
    }
  return cells;
}

/**
 * A spec: the box line, then the picked pieces (named A, B, ...) that still fit in what
 * is left of its area, and `rest(area)`, the line of what is left over (none when nothing is).
 */
function filledSpec(box: string, pieces: readonly string[], picks: readonly number[], rest: (area: number) => string): string {
  let area = box.split(' ').length;
  const lines = [box];
  picks.forEach((p, k) => {
    const size = pieces[p]!.split(' ').length;
    if (size <= area) {
      lines.push(`${String.fromCharCode(65 + k)} ${pieces[p]}`);
      area -= size;
    }
  });
  if (area > 0) lines.push(rest(area));
  return `${lines.join('\n')}\n`;
}

/** A board of hexagons and polyhexes that fill it, the rest by copies of the single hexagon or by monohexes of their own. */
const hexSpec = fc
  .record({
    shape: fc.constantFrom('rhombus' as const, 'triangle' as const, 'hexagon' as const),
    a: fc.integer({ min: 1, max: 4 }),
    b: fc.integer({ min: 1, max: 3 }),
    picks: fc.array(fc.integer({ min: 1, max: HEX_PIECES.length - 1 }), { maxLength: 4 }),
    copies: fc.boolean(),
  })
  .map(({ shape, a, b, picks, copies }) => {
    const rest = (area: number): string => (copies || area > 3 ? `${area}|M 00` : Array.from({ length: area }, (_, k) => `m${k} 00`).join('\n'));
    return filledSpec(hexBoard(shape, a, b).join(' '), HEX_PIECES, picks, rest);
  });

/** Pieces of quarters: the half square, the diaboloes, a triabolo, single quarters, the diamond. */
const ABOLO_PIECES = ['00e 00s', '00e 00n 00s 00w', '00e 00n 01e 01s', '00e 00n 01s 01w', '00e 00n 01e 01n 01s 01w', '00e', '00n 01s'];

/** A rectangle of squares cut by their diagonals, or a square less a corner half, and pieces of quarters filling it. */
const aboloSpec = fc
  .record({
    w: fc.integer({ min: 1, max: 3 }),
    h: fc.integer({ min: 1, max: 2 }),
    corner: fc.boolean(),
    picks: fc.array(fc.integer({ min: 1, max: ABOLO_PIECES.length - 1 }), { maxLength: 4 }),
    copies: fc.boolean(),
  })
  .map(({ w, h, corner, picks, copies }) => {
    const quarters: string[] = [];
    for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) for (const q of 'ensw') if (!(corner && x === 0 && y === 0 && 'sw'.includes(q))) quarters.push(`${x}${y}${q}`);
    const rest = (area: number): string => (copies || area > 3 ? `${area}|M 00e` : Array.from({ length: area }, (_, k) => `m${k} 00e`).join('\n'));
    return filledSpec(quarters.join(' '), ABOLO_PIECES, picks, rest);
  });

/** Sticks of the triangular grid: straight, bent by 60° and 120°, a triangle, a claw. */
const TRIG_PIECES = ['H00', 'H00 H10', 'H00 U00', 'H00 U10', 'H00 U00 D00', 'H01 U10 D00', 'H10 U10 H01'];
/** Sticks of the hexagonal grid: a bent pair, chains of three and four, a claw. */
const TWIG_PIECES = ['D00', 'D00 H10', 'D00 H10 U20', 'U01 D00 H10', 'H21 D11 U20', 'D00 H10 U20 H21'];

/** Boxes of sticks: a rhombus or a triangle of the triangular grid, or the hexagonal grid's edges in one, and pieces filling them. */
function stickSpec(pieces: readonly string[], single: string, box: (w: number, h: number) => string) {
  return fc
    .record({ w: fc.integer({ min: 1, max: 3 }), h: fc.integer({ min: 1, max: 2 }), picks: fc.array(fc.integer({ min: 1, max: pieces.length - 1 }), { maxLength: 4 }) })
    .map(({ w, h, picks }) => filledSpec(box(w, h), pieces, picks, (area) => `${area}|M ${single}`));
}

describe('distinct solutions equal a brute-force count of orbits', () => {
  it('on random boxes of the triangular grid packed with polytrigs, no two crossing', async () => {
    const rhombus = (w: number, h: number): string => `H[0-${w - 1}][0-${h}] U[0-${w}][0-${h - 1}] D[0-${w - 1}][0-${h - 1}]`;
    await fc.assert(fc.asyncProperty(stickSpec(TRIG_PIECES, 'H00', rhombus), (spec) => check('polytrig', spec).then(() => undefined)), { numRuns: 40 });
    // the star of six edges at (1,1): all 12 symmetries of the point
    expect((await check('polytrig', 'H01 H11 U10 U11 D01 D10\n3|V H00 U00\n')).group).toBe(12);
  });

  it('on random boxes of the hexagonal grid packed with polytwigs', async () => {
    const edges = (w: number, h: number): string => `[HUD][0-${w + 1}][0-${h + 1}]`;
    await fc.assert(fc.asyncProperty(stickSpec(TWIG_PIECES, 'D00', edges), (spec) => check('polytwig', spec).then(() => undefined)), { numRuns: 40 });
    // the ring of six edges around (1,1): all 12 symmetries of the hexagon
    expect((await check('polytwig', 'D11 H02 U01 D00 H10 U20\n3|V D00 H10\n')).group).toBe(12);
  });

  it('on random boxes of quarters filled with polyaboloes and single quarters, some with copies', async () => {
    await fc.assert(fc.asyncProperty(aboloSpec, (spec) => check('polyabolo', spec).then(() => undefined)), { numRuns: 50 });
    // a 2x2 square: all 8 symmetries
    expect((await check('polyabolo', '[01][01][ensw]\n2|T 00e 00n 01e 01s\n4|M 00e 00s\n')).group).toBe(8);
  });

  it('on random boards of hexagons filled with polyhexes, some with copies', async () => {
    await fc.assert(fc.asyncProperty(hexSpec, (spec) => check('polyhex', spec).then(() => undefined)), { numRuns: 60 });
    // the hexagon of side 2: all 12 symmetries
    expect((await check('polyhex', '01 02 10 11 12 20 21\nA 00 10 20\n2|D 00 10\n')).group).toBe(12);
  });


  it('on random rectangles filled with polyominoes, some with copies', async () => {
    await fc.assert(fc.asyncProperty(squareSpec, (spec) => check('polyomino', spec).then(() => undefined)), { numRuns: 60 });
  });

  it('with a symmetric breaker (the X pentomino), symmetric solutions and copies', async () => {
    // a 3x3 square: X alone is symmetric under all 8, and so is its only solution with four corners
    expect(await check('polyomino', '[0-2][0-2]\nX 01 10 11 12 21\n4|C 00\n')).toEqual({ group: 8, all: 1, distinct: 1 });
    // dominoes in a 4x4 square: 36 tilings, many symmetric
    const dominoes = await check('polyomino', '[0-3][0-3]\n8|D 00 01\n');
    expect(dominoes).toMatchObject({ group: 8, all: 36 });
    // a 2x4 box with two dominoes and an L tetromino's copies
    await check('polyomino', '[0-1][0-3]\n2|D 00 01\nL 00 01 02 10\n');
  });

  it('on polyiamonds, polycubes (with and without reflections) and polysticks', async () => {
    await check('polyiamond', "[0-1][0-1] [0-1][0-1]'\nD 00 00'\n");
    await check('polyiamond', "[0-2][0-2] [0-2][0-2]'\n9|D 00 00'\n");
    await check('polyiamond', "00' 01 01' 10 10' 11\n3|D 01 01'\n");
    const cubes = await check('polycube', '[0-1][0-1][0-1]\n2*O 000 100 010 110\n');
    expect(cubes.group).toBe(48);
    await check('polycube', '[0-1][0-1][0-2]\nL 000 001 002 100\n2|D 000 001\n', 'rotations');
    await check('polycube', '[0-1][0-1][0-2]\nA 000 100 110\nB 000 100 101\nC 000 001 011\n2|M 000\n');
    await check('polystick', 'H[0-1][0-2] V[0-2][0-1]\nL H00 V00\nI H00 H10\n2|J H00 V00 V01\nK H00\n');
  });

  it('on MacMahon boards: the mirror-image triangles are renamed', () => {
    const g = findGenerator('macmahon')!;
    const { problem } = g.generate('hexagon');
    const group = findSymmetries(problem, g.lattice);
    expect(group).toHaveLength(12);
    expect(group.filter((s) => !s.rotation)).toHaveLength(6);
    const names = [...problem.primary, ...problem.secondary].map((i) => i.name);
    const reflection = group.find((s) => !s.rotation)!;
    expect(names[reflection.items[names.indexOf('abc')]!]).toBe('acb');
    expect(findSymmetries(problem, g.lattice, 'rotations')).toHaveLength(6);
    expect(symmetriesOf(problem, g.lattice, 'all', true)).toEqual(group);
  });
});

describe('the group of a problem', () => {
  it('is the box’s symmetries when every piece is free', () => {
    const g = findGenerator('polyomino')!;
    expect(findSymmetries(g.generate('[0-2][0-4]\nA 00 01\n').problem, g.lattice)).toHaveLength(4);
    expect(findSymmetries(g.generate('[0-3][0-3]\nA 00 01\n').problem, g.lattice)).toHaveLength(8);
    expect(findSymmetries(g.generate('[0-3][0-3]\nA 00 01\n').problem, g.lattice, 'rotations')).toHaveLength(4);
    expect(findSymmetries(g.generate('[0-3][0-3]\nA 00 01\n').problem, g.lattice, 'none')).toHaveLength(1);
    // a strip one cell wide: the mirror along it moves nothing, so it is the identity
    expect(findSymmetries(g.generate('[0-0][0-5]\nA 00 01\n').problem, g.lattice)).toHaveLength(2);
  });

  it('rejects a candidate that a secondary item or a color does not follow', () => {
    const g = findGenerator('polyomino')!;
    // a suffixed secondary cell in one corner breaks every symmetry that moves that corner
    expect(findSymmetries(g.generate('[0-2][0-3] 00!\nA 00 01\nB 00!\n').problem, g.lattice)).toHaveLength(1);
    expect(findSymmetries(g.generate('[0-2][0-2] 00!\nA 00 01\nB 00!\n').problem, g.lattice)).toHaveLength(2);
    // an option edited by hand: the symmetric option is missing
    const { problem } = g.generate('[0-1][0-2]\nA 00 01\n');
    const edited = { ...problem, options: problem.options.slice(1) };
    expect(findSymmetries(edited, g.lattice).length).toBeLessThan(findSymmetries(problem, g.lattice).length);
    const colored = {
      ...problem,
      secondary: [{ name: 'c' }],
      options: problem.options.map((o, k) => [...o, { item: 'c', color: k === 0 ? 'x' : 'y' }]),
    };
    expect(findSymmetries(colored, g.lattice).length).toBeLessThan(findSymmetries(problem, g.lattice).length);
    // colors are compared whole, even where they hold blanks and look like other items
    const secondary = [{ name: 'c' }, { name: 'd' }];
    const tricky = {
      ...problem,
      secondary,
      options: problem.options.map((o, k) =>
        k === 0 ? [...o, { item: 'c', color: 'x 8:y' }, { item: 'd', color: 'z' }] : k === 2 ? [...o, { item: 'c', color: 'x' }, { item: 'd', color: 'y 8:z' }] : o,
      ),
    };
    const group = findSymmetries(tricky, g.lattice);
    expect(() => checkSymmetries(tricky, group)).not.toThrow();
    expect(group.length).toBeLessThan(findSymmetries(problem, g.lattice).length);
  });
});

describe('pieces that keep their handedness, or are fixed as written', () => {
  /** The symmetries of a spec's problem: how many, how many rotations, and the pieces a reflection renames. */
  function groupOf(spec: string, mode: SymmetryMode = 'all') {
    const g = findGenerator('polyomino')!;
    const { problem } = g.generate(spec);
    const group = findSymmetries(problem, g.lattice, mode);
    const reflection = group.find((s) => !s.rotation);
    return { order: group.length, rotations: group.filter((s) => s.rotation).length, renamed: reflection ? renamedPieces(problem, g.lattice, reflection) : [] };
  }

  it.each([
    // one-sided L and its mirror J: a reflection of the box swaps them
    ['[0-1][0-3]\nL:one-sided 00 01 02 10\nJ:one-sided 00 10 11 12\n', 4, 2, [['L', 'J']]],
    // two one-sided L and no J: no reflection is a symmetry
    ['[0-1][0-3]\n2|L:one-sided 00 01 02 10\n', 2, 2, []],
    // dominoes fixed as written (lying along y) in a 4x4 square: the half turn and the two mirrors that keep them lying so
    ['[0-3][0-3]\n8|D:fixed 00 01\n', 4, 2, []],
    // the twelve pentominoes, each kept one-sided: the half turn only
    ['[0-3][0-9a-e]\nset: pentominoes:one-sided\n', 2, 2, []],
    // the 18 one-sided pentominoes: every reflection swaps the six pairs
    ['[0-2][0-9a-t]\nset: one-sided-pentominoes\n', 4, 2, ['Ff', 'Ll', 'Nn', 'Pp', 'Yy', 'Zz'].map((p) => [p[0], p[1]])],
  ])('%j: %i symmetries, %i of them rotations', (spec, order, rotations, renamed) => {
    expect(groupOf(spec)).toEqual({ order, rotations, renamed });
  });

  it('counts them as a brute force does (orbits of every solution under the group)', async () => {
    expect(await check('polyomino', '[0-2][0-3]\nL:one-sided 00 01 02 10\nJ:one-sided 00 10 11 12\nO 00 01 10 11\n')).toEqual({ group: 4, all: 2, distinct: 1 });
    expect(await check('polyomino', '[0-3][0-3]\n8|D:fixed 00 01\n')).toEqual({ group: 4, all: 1, distinct: 1 });
    expect(await check('polyomino', '[0-1][0-7]\nA:fixed 00 01 02 10\nB:fixed 02 10 11 12\nC:one-sided 00 01 02 10\nD:one-sided 02 10 11 12\n')).toMatchObject({ all: 8 });
  });

  it('random specs with handedness markers: counts agree with a brute force', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('[0-2][0-3]', '[0-3][0-3]', '[0-1][0-5]', '[0-2][0-2]'),
        fc.array(fc.tuple(fc.constantFrom(...SQUARE_PIECES), fc.constantFrom('', ':one-sided', ':fixed', ':free')), { minLength: 2, maxLength: 5 }),
        async (box, pieces) => {
          const spec = `${box}\n${pieces.map(([cells, hand], i) => `0:2|${'ABCDE'[i]}${hand} ${cells}`).join('\n')}\n`;
          await check('polyomino', spec);
        },
      ),
      { numRuns: 25 },
    );
  });
});
