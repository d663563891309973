import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { polyomino } from '@polydance/lattice-square';
import { describe, expect, test } from 'vitest';
import { checkSolution, figureHtml, listedSolution, parseFigureMeta, renderFigure } from './figures.js';
import { figureLattices } from './figures/lattices.js';
import { findPuzzle } from '@polydance/puzzles';
import { playgroundLink } from './catalogue.js';
import { parseSolid } from './playground/solid3d.js';

const spec = '[0-2][0-4]\nF 10 20 01 11 12\nP 00 01 10 11 02\nU 00 20 01 11 21\n';

describe('renderFigure', () => {
  test('--pieces draws each piece once, apart from the others', () => {
    const figure = renderFigure('polyomino --pieces', spec);
    const placed = figure.placed ?? [];
    expect(placed.map((p) => p.name)).toEqual(['F', 'P', 'U']);
    expect(placed.every((p) => p.cells.length === 5)).toBe(true);
    const cells = placed.flatMap((p) => p.cells.map((c) => c.join(',')));
    expect(new Set(cells).size).toBe(15);
    expect(figure.svg?.match(/<path /g)).toHaveLength(3);
    expect(figure.caption).toContain('Altogether 15 cells, 3 pieces');
  });

  test('--placements draws the distinct orientations the generator finds', () => {
    const figure = renderFigure('polyomino --placements=U', spec);
    expect(figure.pieces).toBe(4);
    const shapes = (figure.placed ?? []).map((p) => {
      const x0 = Math.min(...p.cells.map((c) => c[0]!));
      const y0 = Math.min(...p.cells.map((c) => c[1]!));
      return p.cells.map((c) => `${c[0]! - x0}${c[1]! - y0}`).sort().join(' ');
    });
    expect(new Set(shapes).size).toBe(4);
    expect(figure.caption).toMatch(/^The 4 base placements of U/);
  });

  test('--pieces and --placements on other lattices: each piece drawn on its own, the pictures side by side', () => {
    const figure = renderFigure('polyhex --pieces', '[0-5][0-5]\nI 00 10 20 30\nO 00 01 10 11\nA 00 10 01\n');
    expect((figure.placed ?? []).map((p) => [p.name, p.cells.length])).toEqual([['I', 4], ['O', 4], ['A', 3]]);
    // one document holding one picture per piece, each with one outlined shape
    expect(figure.svg?.match(/<svg /g)).toHaveLength(4);
    expect(figure.svg?.match(/<path /g)).toHaveLength(3);
    const placements = renderFigure('polyhex --placements=A', '[0-5][0-5]\nA 00 10 01\n');
    expect(placements.pieces).toBe(2);
    const ascii = renderFigure('polyhex --pieces --ascii', '[0-5][0-5]\nI 00 10\nO 00\n');
    expect(ascii.ascii).toBe([' / \\ / \\    / \\', '| I   I |  | O |', ' \\ / \\ /    \\ /', ''].join('\n'));
  });

  test('--ascii draws with box-drawing characters', () => {
    const figure = renderFigure('polyomino --pieces --ascii', '[0-1][0-1]\nO 00 01 10 11\n');
    expect(figure.ascii).toBe('┌───────┐\n│ O   O │\n│       │\n│ O   O │\n└───────┘\n');
  });

  test('bad requests name the problem', () => {
    expect(() => parseFigureMeta('')).toThrow(/needs a command/);
    expect(() => parseFigureMeta('polygon --pieces')).toThrow(/no drawing for 'polygon'/);
    expect(() => parseFigureMeta('polyomino --size=3')).toThrow(/unknown figure option/);
    expect(() => parseFigureMeta('polyomino')).toThrow(/--pieces, --placements=NAME, --cells, --sheet, --solve=N or --listing/);
    expect(() => parseFigureMeta('polyomino --sheet --ascii')).toThrow(/--sheet draws an SVG contact sheet/);
    expect(() => renderFigure('polyomino --placements=Q', spec)).toThrow(/no piece named 'Q'/);
  });

  test('--sheet draws one solution of each kind: the 2 of the pentominoes in 3x20, each a solution, none an image of another', () => {
    const figure = renderFigure('polyomino --puzzle=pentominoes-3x20 --sheet', '');
    expect(figure.pieces).toBe(2);
    expect(figure.caption).toMatch(/^Every solution up to the 4 symmetries of the problem: 2 distinct solutions/);
    expect(figure.svg!.match(/<svg\b/g)!.length).toBeGreaterThan(2);
    // a problem with more kinds than a sheet draws is refused
    expect(() => renderFigure('polyomino --sheet', '[0-5][0-9]\nset: pentominoes\n')).toThrow(/at most 24 distinct solutions/);
  });

  test('--cells names every cell of the box, on every polyform lattice', () => {
    const cases: [string, string, string[]][] = [
      ['polyomino', '[0-1][0-2]\nD 00 01\n', ['00', '01', '02', '10', '11', '12']],
      ['polyiamond', "[0-1][0] [0-1][0]'\nD 00 00'\n", ['00', "00'", '10', "10'"]],
      ['polycube', '[0-1][0][0-1]\nD 000 001\n', ['000', '001', '100', '101']],
      ['polystick', 'H0[0-1] V[0-1]0\nS H00 V00\n', ['H00', 'H01', 'V00', 'V10']],
      ['polyhex', '[0-1][0-1]\nD 00 10\n', ['00', '01', '10', '11']],
      ['polyabolo', '00[ensw]\nD 00e 00n\n', ['00e', '00n', '00s', '00w']],
      ['polytrig', '[HUD]00\nD H00 U00\n', ['D00', 'H00', 'U00']],
      ['polytwig', 'D00 H10\nD D00 H10\n', ['D00', 'H10']],
    ];
    for (const [command, text, names] of cases) {
      const figure = renderFigure(`${command} --cells`, text);
      expect((figure.placed ?? []).map((p) => p.name).sort()).toEqual(names);
      expect((figure.placed ?? []).every((p) => p.cells.length === 1)).toBe(true);
      for (const name of names) expect(figure.svg).toContain(`>${name.replace("'", '&#39;')}<`);
    }
    expect(() => renderFigure('polyominoes --cells', '00 01\nD\nD 1 1 00 01\n')).toThrow(/--cells is not available/);
  });

  test('a bad spec fails with its position', () => {
    expect(() => renderFigure('polyomino --pieces', '[0-1][0-1]\nA 0#\n')).toThrow(/line 2, column 4/);
  });
});

describe('solutions from a listing', () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  /** A figure whose files (`--spec`, `--listing`) are named from the repository's root. */
  const render = (meta: string, text = ''): ReturnType<typeof renderFigure> => renderFigure(meta, text, { root });

  test('listedSolution reads the options of one solution of a DLX listing', () => {
    const listing = '1:\n a b (1 of 2)\n c:x d (2 of 2)\n2:\n a c (1 of 1)\nAltogether 2 solutions\n';
    expect(listedSolution(listing, 1)).toEqual([['a', 'b'], ['c:x', 'd']]);
    expect(listedSolution(listing, 2)).toEqual([['a', 'c']]);
    expect(() => listedSolution(listing, 3)).toThrow(/no solution 3/);
  });

  test('a reference solution is drawn after it is checked against the generated problem', () => {
    const figure = render('polyomino --spec=examples/pentominoes-3x20.in --listing=fixtures/knuth/solve/pentominoes-3x20.out#2');
    expect(figure.pieces).toBe(12);
    expect(figure.svg?.match(/<path /g)).toHaveLength(12);
    expect(figure.caption).toContain('Solution 2 as listed in');
  });

  test('checkSolution refuses what is not a solution', () => {
    const result = polyomino('[0-1][0-1]\nD 00 01\n2|E 00\n');
    expect(() => checkSolution(result.problem, [['D', '00', '01'], ['E', '10'], ['E', '11']])).not.toThrow();
    expect(() => checkSolution(result.problem, [['D', '00', '01'], ['E', '10']])).toThrow(/item 11 is covered 0 times/);
    expect(() => checkSolution(result.problem, [['D', '00', '11']])).toThrow(/not an option/);
  });

  test('a DANCE-era polystick solution is drawn', () => {
    const figure = render('polysticks --spec=fixtures/knuth/polysticks/tetrasticks-omit-T1.in --listing=fixtures/knuth/solve/tetrasticks-omit-T1.out#50');
    expect(figure.pieces).toBe(15);
    expect(figure.svg).toContain('<svg');
  });

  test('MacMahon: a DLX2 solution of the hexagon, colors and all', () => {
    const figure = render('macmahon --listing=fixtures/knuth/solve/macmahon-hexagon.out#1', 'hexagon\n');
    expect(figure.pieces).toBe(25); // the 24 triangles and the boundary option
    expect(figure.svg).toContain('<svg');
    const same = render('macmahon --listing=fixtures/knuth/solve/macmahon-hexagon.out#1', '00+ 10 10+ 01 01+ 11\n');
    expect(same.svg).toBe(figure.svg);
    expect(() => render('macmahon --listing=fixtures/knuth/solve/macmahon-hexagon.out#1', 'sphinx\n')).toThrow(/not an option/);
  });

  test('--solve draws the solver solution, the same as in the reference listing', () => {
    const figure = render('polyomino --spec=examples/pentominoes-3x20.in --solve=2 --listing=fixtures/knuth/solve/pentominoes-3x20.out#2 --count');
    expect(figure.pieces).toBe(12);
    expect(figure.caption).toContain('it is solution 2 of the reference listing');
    expect(figure.caption).toContain(`${/Altogether (\d+) solutions/.exec(readFileSync(join(root, 'fixtures/knuth/solve/pentominoes-3x20.err'), 'utf8'))?.[1]} solutions in all`);
    expect(() =>
      render('polyomino --spec=examples/pentominoes-3x20.in --solve=1 --listing=fixtures/knuth/solve/pentominoes-3x20.out#2'),
    ).toThrow(/solution 1 differs from solution 2/);
    expect(() => render('polyomino --spec=examples/pentominoes-3x20.in --solve=9')).toThrow(/only 8 solutions, not 9/);
    expect(() => parseFigureMeta('polyomino --solve=1 --pieces')).toThrow(/goes with no --pieces/);
  });

  test('--spec and a text of its own do not mix', () => {
    expect(() => render('polyomino --spec=examples/pentominoes-3x20.in --pieces', 'x\n')).toThrow(/no text of its own/);
  });
});

test('a DANCE-era generator\'s text is read as a DLX file: secondary items after |, then options', () => {
  const polysticks = figureLattices.find((l) => l.command === 'polysticks')!;
  const { problem, names } = polysticks.generate('S C\nH01 H11 V10 V11 | I11\nS 2 1 H00 H10 I10\nC 4 1 H00 V10\n');
  expect(names).toEqual(['S', 'C']);
  expect(problem.primary.map((i) => i.name)).toEqual(['S', 'C', 'H01', 'H11', 'V10', 'V11']);
  expect(problem.secondary).toEqual([{ name: 'I11' }]);
  expect(problem.options.map((o) => o.map((i) => i.item).join(' '))).toEqual([
    'S H01 H11 I11',
    'S V10 V11 I11',
    'C H01 V11',
    'C V10 H01',
    'C H11 V10',
    'C V11 H11',
  ]);
});

describe('3-D views and playground links', () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  const soma = readFileSync(join(root, 'examples', 'soma.in'), 'utf8');

  test('--solid adds a 3-D view of the solution drawn: its pieces placed, after the figure and outside v-pre', () => {
    const figure = renderFigure('polycube --solve=3 --solid', soma);
    const svgOnly = renderFigure('polycube --solve=3', soma);
    expect(figure.svg).toBe(svgOnly.svg);
    expect(svgOnly.solid).toBeUndefined();
    expect(figure.solid?.names).toEqual(['V', 'L', 'T', 'Z', 'A', 'B', 'P']);
    const cells = figure.solid!.pieces.flatMap((p) => p.cells.map((c) => c.join(',')));
    expect(new Set(cells).size).toBe(27);
    const html = figureHtml(figure);
    const tag = /<\/figure>\n<Solid3D pieces="([^"]+)" names="V L T Z A B P" \/>\n$/.exec(html);
    expect(tag).not.toBeNull();
    expect(parseSolid(tag![1]!)).toEqual(figure.solid!.pieces.map((p) => ({ name: p.name, cells: p.cells.map((c) => [...c]) })));
    expect(() => renderFigure('polyomino --solve=1 --solid', spec)).toThrow('--solid is for solutions of solids (cubes), not of polydance polyomino');
    expect(() => parseFigureMeta('polycube --pieces --solid')).toThrow(/--solid shows a solution in 3-D/);
  });

  test('--playground links the spec drawn (its file, its puzzle or its text), or a catalogue puzzle, as the catalogue does', () => {
    const context = { root };
    const fromFile = renderFigure('polycube --spec=examples/soma.in --solve=1 --playground', '', context);
    expect(fromFile.link).toBe(playgroundLink({ lattice: 'cube', spec: soma }));
    expect(new URLSearchParams(fromFile.link!.split('#')[1]).get('spec')).toBe(soma);
    const fromText = renderFigure('polyomino --solve=1 --playground', spec);
    expect(fromText.link).toBe(`/playground.html#lattice=square&spec=${encodeURIComponent(spec).replace(/%20/g, '+')}`);
    const puzzle = findPuzzle('soma')!;
    expect(renderFigure('polycube --puzzle=soma --solve=1 --playground', '').link).toBe(playgroundLink(puzzle));
    const named = renderFigure('polysticks --spec=fixtures/knuth/polysticks/tetrasticks-omit-T1.in --solve=1 --playground=tetrasticks-5x5-no-h', '', context);
    expect(named.link).toBe(playgroundLink(findPuzzle('tetrasticks-5x5-no-h')!));
    expect(() => renderFigure('polysticks --spec=fixtures/knuth/polysticks/tetrasticks-omit-T1.in --solve=1 --playground', '', context)).toThrow(
      'the playground does not read the specs of polydance polysticks: name a catalogue puzzle with --playground=NAME',
    );
    expect(() => renderFigure('polycube --solve=1 --playground=nothing', soma)).toThrow("no catalogue puzzle named 'nothing'");
    expect(figureHtml(fromText)).toContain(`<a class="pd-open" href="${fromText.link!.replace(/&/g, '&#38;')}">Open in the playground</a></figcaption>`);
  });
});

test('figureHtml escapes the caption and keeps Vue off the SVG', () => {
  const html = figureHtml({ svg: '<svg></svg>', caption: 'a <b> `c`', pieces: 0 });
  expect(html).toBe('<figure class="pd-figure" v-pre><div class="pd-figure-svg"><svg></svg></div><figcaption>a &#60;b&#62; <code>c</code></figcaption></figure>\n');
});
