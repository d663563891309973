import { countDistinctSync, countSync, leastOfOrbit, solve } from '@polydance/dlx-solver';
import { formatDlx } from '@polydance/dlx-writer';
import { findLattice as latticeNamed } from '@polydance/lattices';
import { findSymmetries } from '@polydance/symmetry';
import { TooManyOptionsError } from '@polydance/lattice';
import { checkMesh, readStl } from '@polydance/lattice-cube';
import { polyomino } from '@polydance/lattice-square';
import { findPuzzle, PUZZLES } from '@polydance/puzzles';
import { solveCountRequest } from 'polydance';
import { countStrategy, knownLattice } from '@polydance/search';
import type { CountStrategy } from '@polydance/search';
import { describe, expect, test } from 'vitest';
import { latticeCatalog } from './catalog.js';
import { COUNT_REQUEST, KEEP, MAX_OPTIONS, MAX_WORKERS, PlaygroundSession, tooManyOptions, workerCount } from './engine.js';
import { findLattice, macmahonGenerate } from './lattices.js';
import { presetLattice, presets } from './presets.js';
import type { WorkerMessage } from './protocol.js';
import { dominoTilings, drawnIndices, pools, repoFile, testCountsOnWorkers } from './testing.js';

/** A session and the messages it posted. */
function session(keep = KEEP): { session: PlaygroundSession; messages: WorkerMessage[] } {
  const messages: WorkerMessage[] = [];
  return { session: new PlaygroundSession((m) => messages.push(m), keep), messages };
}

async function run(lattice: string, spec: string, draw = 4): Promise<WorkerMessage[]> {
  const s = session();
  await s.session.solve({ type: 'solve', lattice, spec, draw });
  return s.messages;
}

/** The solution count in the last line of a reference run's stderr in the golden corpus. */
const referenceCount = (name: string): number => Number(/Altogether (\d+) solutions?/.exec(repoFile('fixtures', 'knuth', 'solve', `${name}.err`))?.[1]);

describe('solving', () => {
  const spec = repoFile('examples', 'pentominoes-3x20.in');

  test('pentominoes 3x20: every solution drawn, the count as the reference run', async () => {
    const messages = await run('square', spec, 24);
    const drawn = messages.filter((m) => m.type === 'solution');
    expect(drawn).toHaveLength(referenceCount('pentominoes-3x20'));
    expect(drawn.map((m) => m.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const m of drawn) expect(m.svg.match(/<path /g)).toHaveLength(12);
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: 8n, algorithm: 'X', kept: 8 }));
  });

  test('every lattice of the registry is offered, and solves and draws its own example', async () => {
    expect(latticeCatalog.map((l) => l.id)).toEqual(expect.arrayContaining(['square', 'triangle', 'cube', 'stick', 'hex', 'abolo', 'trig', 'twig', 'macmahon']));
    const messages = await run('hex', repoFile('examples', 'tetrahexes-4x7.in'), 2);
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: 18n, distinct: 9n, symmetries: 2 }));
    const drawn = messages.flatMap((m) => (m.type === 'solution' ? [m.svg] : []));
    expect(drawn).toHaveLength(2);
    expect(drawn[0]!.match(/<path /g)).toHaveLength(7);
  });

  test('the count up to symmetry comes with the total, listed or counted', async () => {
    expect((await run('square', spec, 24)).at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: 8n, distinct: 2n, symmetries: 4 }));
    const { session: s, messages } = session(3);
    await s.solve({ type: 'solve', lattice: 'cube', spec: repoFile('examples', 'soma.in'), draw: 1 });
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: 11520n, distinct: 240n, symmetries: 48 }));
  });

  test('a solution of polycubes comes with its pieces placed (the 3-D view), and its STL on request; flat ones with neither', async () => {
    const { session: s, messages } = session(5);
    await s.solve({ type: 'solve', lattice: 'cube', spec: repoFile('examples', 'soma.in'), draw: 2 });
    const drawn = messages.flatMap((m) => (m.type === 'solution' ? [m] : []));
    expect(drawn).toHaveLength(2);
    for (const m of drawn) {
      expect(m.solid?.names).toEqual(['V', 'L', 'T', 'Z', 'A', 'B', 'P']);
      expect(m.solid?.pieces.map((p) => p.name).sort()).toEqual(['A', 'B', 'L', 'P', 'T', 'V', 'Z']);
      const cells = m.solid!.pieces.flatMap((p) => p.cells.map((c) => c.join(',')));
      expect(new Set(cells).size).toBe(27);
      expect(cells.every((c) => /^[0-2],[0-2],[0-2]$/.test(c))).toBe(true);
    }
    messages.length = 0;
    s.stl({ type: 'stl', index: 4 });
    s.stl({ type: 'stl', index: 6 });
    expect(messages).toHaveLength(1);
    const stl = messages[0]!;
    if (stl.type !== 'stl') throw new Error(`an STL message, not ${stl.type}`);
    expect(stl.index).toBe(4);
    const solids = readStl(stl.stl);
    expect(solids).toHaveLength(7);
    const volume = solids.reduce((sum, solid) => {
      const check = checkMesh(solid.triangles);
      expect(check.problems).toEqual([]);
      return sum + check.volume;
    }, 0);
    // 27 cubes of 10 mm, less the slivers where a piece pinches (none in the Soma pieces)
    expect(volume).toBeCloseTo(27_000, 6);

    const flat = await run('square', spec, 1);
    expect(flat.find((m) => m.type === 'solution')).not.toHaveProperty('solid');
  });

  test('the first page is drawn as found; every solution is kept, and any page drawn on request', async () => {
    const { session: s, messages } = session();
    await s.solve({ type: 'solve', lattice: 'square', spec, draw: 3 });
    expect(drawnIndices(messages)).toEqual([1, 2, 3]);
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: BigInt(referenceCount('pentominoes-3x20')), kept: 8 }));
    messages.length = 0;
    s.page({ type: 'page', from: 6, count: 3 });
    expect(drawnIndices(messages)).toEqual([7, 8]);
    // The same pictures as when all are drawn at once.
    const all = await run('square', spec, 24);
    for (const m of messages) expect(m).toEqual(all.find((a) => a.type === 'solution' && a.index === (m.type === 'solution' ? m.index : 0)));
  });

  test('past the solutions kept, the rest are counted', async () => {
    const { session: s, messages } = session(5);
    await s.solve({ type: 'solve', lattice: 'square', spec, draw: 2 });
    expect(drawnIndices(messages)).toEqual([1, 2]);
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: 8n, kept: 5 }));
    messages.length = 0;
    s.page({ type: 'page', from: 3, count: 4 });
    expect(drawnIndices(messages)).toEqual([4, 5]);
  });

  test('MacMahon: colors need Algorithm C; the first solution is drawn', async () => {
    const messages: WorkerMessage[] = [];
    // Stop after the first drawing: the hexagon has millions of solutions.
    const stopping = new PlaygroundSession((m) => {
      messages.push(m);
      if (m.type === 'solution') throw new Error('enough');
    });
    await expect(stopping.solve({ type: 'solve', lattice: 'macmahon', spec: 'hexagon', draw: 1 })).rejects.toThrow('enough');
    const solution = messages.find((m) => m.type === 'solution');
    expect(solution?.svg.match(/<g><title>/g)).toHaveLength(24);
  });
});

describe('counting on task workers', () => {
  // the same on the 6x10 pentominoes, and the progress of a count on workers: engine.slow.test.ts
  testCountsOnWorkers([['pentominoes-8x8-hole', 520, 65, 8]]);

  test('without task workers the count runs in the session, with the same counts', async () => {
    const { session: s, messages } = session(10);
    await s.solve({ type: 'solve', lattice: 'square', spec: repoFile('examples', 'pentominoes-8x8-hole.in'), draw: 0 });
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: 520n, distinct: 65n, workers: 0 }));
  });

  test('a search that fits in its plan of tasks is counted in the session: no worker starts', async () => {
    const log = pools(2);
    const messages: WorkerMessage[] = [];
    const s = new PlaygroundSession((m) => messages.push(m), 3, log.start);
    // a 2x3 box and three dominoes
    const spec = '[0-1][0-2]\nA 00 01\nB 00 01\nC 00 01\n';
    await s.solve({ type: 'solve', lattice: 'square', spec, draw: 0 });
    const problem = findLattice('square')!.generate(spec).problem;
    const one = countDistinctSync(problem, findSymmetries(problem, latticeNamed('square')!));
    expect(one.solutions).toBeGreaterThan(3n);
    expect(messages.at(-1)).toEqual(
      expect.objectContaining({ type: 'done', solutions: one.solutions, distinct: one.distinct, workers: 0 }),
    );
    expect(log.started).toBe(0);
  });

  test('multiplicities that the memoizing counter takes are counted on workers too, by tasks of its own plan', async () => {
    const log = pools(2);
    const messages: WorkerMessage[] = [];
    const s = new PlaygroundSession((m) => messages.push(m), 10, log.start);
    // straight tromino tilings of a 6x9 box: one piece with a multiplicity of 18 (Algorithm M);
    // not dominoes, which the determinant counts
    const spec = '[0-5][0-8]\n18|I 00 01 02\n';
    const expected = BigInt(countSync(polyomino(spec).problem).solutions);
    expect(expected).toBeGreaterThan(10n);
    await s.solve({ type: 'solve', lattice: 'square', spec, draw: 0 });
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: expected, algorithm: 'M', workers: 2 }));
    expect(log.started).toBeGreaterThan(0);
  });

  test('as many workers as cores, at least 1 and at most MAX_WORKERS', () => {
    expect([undefined, 0, 1, 2, 3, 4, 16].map(workerCount)).toEqual([1, 1, 1, 2, 3, MAX_WORKERS, MAX_WORKERS]);
  });
});

describe('PlaygroundSession', () => {
  test('reports the problem the generator makes, and its DLX file', async () => {
    const spec = '[0-2][0-4]\nF 10 20 01 11 12\nP 00 01 10 11 02\nU 00 20 01 11 21\n';
    const [first] = await run('square', spec);
    expect(first).toEqual({
      type: 'problem',
      summary: 'Altogether 15 cells, 3 pieces, 20 base placements, 121 nodes.',
      items: 15 + 3,
      options: polyomino(spec).problem.options.length,
      dlx: formatDlx(polyomino(spec).problem),
    });
    expect(first?.type === 'problem' && first.dlx.split('\n').slice(0, 2)).toEqual(['| [0-2][0-4]', '| F 10 20 01 11 12']);
  });

  test("the DLX file is the generator's, byte for byte: a suffix seen only in a piece still writes the bar", async () => {
    const spec = '[0-1][0-1]\nD 00 01 00!\n';
    const [first] = await run('square', spec);
    const dlx = first?.type === 'problem' ? first.dlx : '';
    expect(dlx).toBe(formatDlx(polyomino(spec).problem, { secondaryBar: true }));
    expect(dlx.split('\n').find((l) => !l.startsWith('|'))).toBe(' 00 01 10 11 D |');
  });

  test('a bad spec gets its line and column, and nothing else happens', async () => {
    expect(await run('square', '| x\n[0-2][0-4]\nF 10 20 0# 11 12\n')).toEqual([
      { type: 'error', line: 3, column: 10, reason: "illegal digit '#'", message: "line 3, column 10: illegal digit '#'" },
    ]);
  });

  test('an unknown lattice is a failure', async () => {
    expect(await run('nonesuch', '')).toEqual([{ type: 'failure', message: "unknown lattice 'nonesuch'" }]);
  });
});

describe('MacMahon in the playground', () => {
  test('a hexiamond by name or six triangles', () => {
    expect(macmahonGenerate('| a comment\nhexagon\n').problem).toEqual(macmahonGenerate('00+ 10 10+\n01 01+ 11').problem);
  });

  test('a bad argument is reported at its line and column', async () => {
    expect(await run('macmahon', '| x\n00+ 10 10+\n01 01+ 1q\n')).toEqual([
      expect.objectContaining({ type: 'error', line: 3, column: 8 }),
    ]);
    expect(await run('macmahon', '00 00 01 01+ 02 02+')).toEqual([
      expect.objectContaining({ type: 'error', line: 1, column: 4, message: "line 1, column 4: '00': this triangle has been given twice" }),
    ]);
  });
});

describe('lattices and presets', () => {
  test('every lattice of the menu has a generator', () => {
    for (const entry of latticeCatalog) expect(findLattice(entry.id)?.command).toBe(entry.command);
  });

  test('every preset generates its problem on its lattice', () => {
    expect(presets.length).toBeGreaterThan(5);
    for (const p of presets) {
      const problem = findLattice(p.lattice)?.generate(p.spec).problem;
      expect(problem?.options.length, `${p.file} on ${p.lattice}`).toBeGreaterThan(0);
    }
    expect(presets.find((p) => p.file === 'pentominoes-3x20.in')?.lattice).toBe('square');
    expect(presets.find((p) => p.file === 'soma.in')?.lattice).toBe('cube');
    expect(presets.find((p) => p.file === 'lozenges-hexagon-2.in')?.lattice).toBe('triangle');
    expect(presets.find((p) => p.file === 'tetrasticks-3x3.in')?.lattice).toBe('stick');
    expect(presets.find((p) => p.file === 'tetrahexes-4x7.in')?.lattice).toBe('hex');
    expect(presets.find((p) => p.file === 'diaboloes-3x3.in')?.lattice).toBe('abolo');
    expect(presets.find((p) => p.file === 'tritrigs-5x2.in')?.lattice).toBe('trig');
    expect(presets.find((p) => p.file === 'pentatwigs-butterfly.in')?.lattice).toBe('twig');
    // DANCE-era data files are not specs of the playground's generators.
    expect(presets.map((p) => p.file)).not.toContain('trominoes.in');
    expect(presets.map((p) => p.file)).not.toContain('plus.in');
  });

  test('the playground offers the whole puzzle catalogue, then the examples', () => {
    const catalogue = presets.filter((p) => p.group === 'catalogue');
    expect(catalogue.map((p) => p.file)).toEqual(PUZZLES.map((p) => p.name));
    expect(catalogue.every((p) => p.lattice === findPuzzle(p.file)?.lattice)).toBe(true);
    expect(presets.findIndex((p) => p.group === 'examples')).toBe(catalogue.length);
    expect(new Set(presets.map((p) => p.file)).size).toBe(presets.length);
  });

  test('a spec names its lattice by its generator in a comment, or is square', () => {
    expect(presetLattice('| hexiamonds: polydance polyiamond\n[0-1][0-1]\n')).toBe('triangle');
    expect(presetLattice('[0-1][0-1]\n| polydance polycube\n')).toBe('square');
  });
});

describe('the distinct view', () => {
  test.each([
    ['square', 'pentominoes-3x20.in', 8, 2],
    ['triangle', 'hexiamonds-6x6.in', 624, 156],
    ['hex', 'tetrahexes-4x7.in', 18, 9],
  ])('%s %s: of the %i kept solutions, the %i distinct ones, one of each orbit, drawn page by page', async (lattice, file, all, distinct) => {
    const { session: s, messages } = session();
    await s.solve({ type: 'solve', lattice, spec: repoFile('examples', file), draw: 0 });
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: BigInt(all), distinct: BigInt(distinct), kept: all, distinctKept: distinct }));
    messages.length = 0;
    s.page({ type: 'page', from: 0, count: 1000, distinct: true });
    const drawn = messages.flatMap((m) => (m.type === 'solution' ? [m] : []));
    expect(drawn.map((m) => m.position)).toEqual(Array.from({ length: distinct }, (_, k) => k));
    expect(drawn.every((m) => m.distinct === true)).toBe(true);
    expect(new Set(drawn.map((m) => m.index)).size).toBe(distinct);
  });

  test('leastOfOrbit: exactly one solution of each orbit, by brute force over the group', () => {
    for (const [lattice, file] of [
      ['square', 'pentominoes-3x20.in'],
      ['hex', 'tetrahexes-4x7.in'],
    ] as const) {
      const { problem } = findLattice(lattice)!.generate(repoFile('examples', file));
      const group = findSymmetries(problem, latticeNamed(lattice)!);
      const solutions = [...solve(problem)].map((x) => [...x].sort((a, b) => a - b));
      const orbit = (x: readonly number[]): string =>
        group
          .map((g) => x.map((o) => g.options[o]!).sort((a, b) => a - b).join(','))
          .sort()
          .join(' ');
      const least = new Map<string, number>();
      for (const x of solutions) if (leastOfOrbit(x, group.map((g) => g.options))) least.set(orbit(x), (least.get(orbit(x)) ?? 0) + 1);
      expect(least.size, file).toBe(new Set(solutions.map(orbit)).size);
      expect([...least.values()].every((n) => n === 1), file).toBe(true);
    }
  });
});

describe('dominoes and lozenges on a region without holes', () => {
  test('the transfer matrix of the tests counts as the known values', () => {
    expect([dominoTilings(2, 2), dominoTilings(6, 6), dominoTilings(8, 8)]).toEqual([2n, 6728n, 12988816n]);
  });

  test('past the kept solutions, all are counted by the determinant, every digit, and the count says so', async () => {
    // dominoes in an 8x20 box: 3,547,073,578,562,247,994 tilings, past 2^53 and no double
    const expected = dominoTilings(8, 20);
    expect(expected > 2n ** 53n && BigInt(Number(expected)) !== expected).toBe(true);
    const { session: s, messages } = session(50);
    await s.solve({ type: 'solve', lattice: 'square', spec: '[0-7][0-j]\n0:80|D 00 01\n', draw: 2 });
    const done = messages.at(-1);
    expect(done).toEqual(expect.objectContaining({ type: 'done', solutions: expected, kept: 50, determinant: 'dominoes', symmetries: 4 }));
    // no distinct count: the determinant counts them all, not up to symmetry
    expect(done?.type === 'done' && done.distinct).toBe(undefined);
    // and no search counted them: no progress message of a count
    expect(messages.some((m) => m.type === 'progress' && m.counting)).toBe(false);
  });

  test('lozenges of a hexagon, past the kept solutions: the determinant', async () => {
    const hexagon = "02 03 11 12 13 20 21 22 23 30 31 32 01' 02' 03' 10' 11' 12' 13' 20' 21' 22' 30' 31'\n0:12|L 00 00'\n";
    const { session: s, messages } = session(5);
    await s.solve({ type: 'solve', lattice: 'triangle', spec: hexagon, draw: 1 });
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: 20n, kept: 5, determinant: 'lozenges' }));
  });

  test('all kept (or a region with a hole, or --distinct-like counts): the search counts, with the distinct count', async () => {
    const listed = await run('square', '[0-3][0-3]\n0:8|D 00 01\n');
    const done = listed.at(-1);
    expect(done).toEqual(expect.objectContaining({ type: 'done', solutions: 36n, kept: 36 }));
    expect(done?.type === 'done' && done.determinant).toBe(undefined);
    expect(done?.type === 'done' && typeof done.distinct).toBe('bigint');
    // a ring (a region with a hole), past the kept ones: the counting engine
    const { session: s, messages } = session(1);
    await s.solve({ type: 'solve', lattice: 'square', spec: '00 10 20 01 21 02 12 22\n0:4|D 00 01\n', draw: 1 });
    const ring = messages.at(-1);
    expect(ring).toEqual(expect.objectContaining({ type: 'done', solutions: 2n }));
    expect(ring?.type === 'done' && ring.determinant).toBe(undefined);
  });
});

describe('a problem too large for the playground', () => {
  // 130 L-trominoes, each of its own name, in a 62x62 box: a 1.8 KB spec, 130 * 4 * 61 * 61 = 1,934,920 options
  const huge = `[0-Z][0-Z]\n${Array.from({ length: 130 }, (_, i) => `p${String(i).padStart(3, '0')} 00 01 10\n`).join('')}`;

  test(`is refused with a message naming the limit of ${MAX_OPTIONS} options, before its DLX text or any search`, async () => {
    expect(huge.length).toBeLessThan(2000);
    const messages = await run('square', huge);
    expect(messages).toEqual([{ type: 'failure', message: tooManyOptions() }]);
    expect(tooManyOptions()).toBe(
      "This spec makes more than 200,000 options, the playground's limit: make the box or the piece list smaller, or use the command line (polydance).",
    );
  });

  test('is refused by the generator itself, which stops as soon as it passes the limit', () => {
    let refused: unknown;
    try {
      findLattice('square')!.generate(huge, { maxOptions: MAX_OPTIONS });
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(TooManyOptionsError);
    expect((refused as TooManyOptionsError).made).toBe(MAX_OPTIONS + 1);
  });

  test.each(latticeCatalog.map((l) => l.id))('on the %s lattice, a preset of N options is made with a limit of N and refused with N - 1, by the generator', (id) => {
    const preset = presets.find((p) => p.lattice === id);
    expect(preset, `a preset on the ${id} lattice`).toBeDefined();
    const lattice = findLattice(id)!;
    const n = lattice.generate(preset!.spec).problem.options.length;
    expect(lattice.generate(preset!.spec, { maxOptions: n }).problem.options.length).toBe(n);
    let refused: unknown;
    try {
      lattice.generate(preset!.spec, { maxOptions: n - 1 });
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(TooManyOptionsError);
    expect((refused as TooManyOptionsError).made).toBe(n);
  });

  test('every preset is within the limit', () => {
    for (const p of presets) expect(findLattice(p.lattice)!.generate(p.spec).problem.options.length, p.file).toBeLessThanOrEqual(MAX_OPTIONS);
  });
});

describe('one strategy with the command line', () => {
  const anyCopies = repoFile('examples', 'pentominoes-6x10.in').replace(/^([A-Z]) /gm, '0:12|$1 ');
  const problems: readonly (readonly [string, string, string])[] = [
    ['pentominoes 6x10, any number of each', 'square', anyCopies],
    ['pentominoes 3x20', 'square', repoFile('examples', 'pentominoes-3x20.in')],
    ['dominoes 12x12', 'square', repoFile('examples', 'dominoes-12x12.in')],
    ['lozenges in a hexagon', 'triangle', repoFile('examples', 'lozenges-hexagon-2.in')],
    ['Soma cube', 'cube', repoFile('examples', 'soma.in')],
    ['diaboloes, any number of each', 'abolo', repoFile('examples', 'diaboloes-3x3.in')],
    ['tetrasticks', 'stick', repoFile('examples', 'tetrasticks-3x3.in')],
  ];

  test.each(problems)('%s: the playground counts as polydance solve --count (--distinct) does', async (_, lattice, spec) => {
    const { problem } = findLattice(lattice)!.generate(spec);
    const source = knownLattice(latticeNamed(lattice)!);
    const shape = (s: CountStrategy) =>
      s.kind === 'stopped'
        ? { kind: s.kind, phase: s.phase }
        : s.kind === 'determinant'
        ? { kind: s.kind, solutions: s.solutions }
        : { kind: s.kind, frontier: s.frontier, cells: s.problem.primary.map((i) => i.name), symmetries: s.plan.symmetries, mode: s.plan.mode, parts: s.plan.parts.length };
    const playground = await countStrategy(problem, source, COUNT_REQUEST);
    // the determinant where it applies (the command line's plain count), else the distinct count's search
    const cli = await countStrategy(problem, source, await solveCountRequest(playground.kind === 'determinant' ? ['--count'] : ['--count', '--distinct']));
    expect(shape(playground)).toEqual(shape(cli));
  });

  test('the engine has no strategy of its own: it imports the search layer, and no determinant or frontier order', () => {
    const source = repoFile('apps', 'docs', 'src', 'playground', 'engine.ts');
    expect(source).toMatch(/from '@polydance\/search'/);
    expect(source).not.toMatch(/@polydance\/dimers|countDimers|findTilings|narrowScanOrder|counterBranching|planSearch/);
  });

  test('counts the 6x10 pentominoes with any number of each, at the frontier, as the command line does', async () => {
    const { session: s, messages } = session(10);
    await s.solve({ type: 'solve', lattice: 'square', spec: anyCopies, draw: 1 });
    expect(messages.at(-1)).toEqual(expect.objectContaining({ type: 'done', solutions: 7845888732n, distinct: 1961527604n, symmetries: 4 }));
  });
});
