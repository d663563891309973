import { findLattice, LATTICE_NAMES } from '@polydance/lattices';
import type { Count, Puzzle } from '@polydance/puzzles';
import { isPublished, PUZZLES } from '@polydance/puzzles';
import { playgroundAnchor, playgroundLink } from './playground/link.js';
import { THUMBNAIL_PATH, thumbnailGrid, unsolvable } from './thumbnails.js';

export { playgroundAnchor, playgroundLink };

/**
 * The catalogue page (`pages/catalogue.md`), written from the data of
 * `@polydance/puzzles`: every puzzle with its counts, their sources, and a picture of
 * one solution drawn while the site is built. The page is committed; a test checks
 * that it is up to date (`vitest run --project docs -u src/catalogue.test.ts` writes it).
 */

/**
 * The title and first words of each lattice's section. A lattice of the registry that is
 * not here gets its descriptor's label and no words.
 */
const SECTIONS: readonly { lattice: string; title: string; intro: string }[] = [
  {
    lattice: 'square',
    title: 'Squares: polyominoes',
    intro:
      'Dominoes in rectangles, crosses and Aztec diamonds, trominoes, tetrominoes, pentominoes and their mixtures, any number of copies of some pieces, rectangles cut into squares, read by `polydance polyomino`.',
  },
  {
    lattice: 'triangle',
    title: 'Triangles: polyiamonds',
    intro: 'Hexiamonds, and lozenges in hexagons of sides a, b, c (MacMahon’s formula), read by `polydance polyiamond`.',
  },
  {
    lattice: 'cube',
    title: 'Cubes: polycubes',
    intro: 'The Soma cube, tetracubes, solid pentominoes, and dominoes and bricks in boxes, read by `polydance polycube`.',
  },
  {
    lattice: 'stick',
    title: 'Sticks: polysticks',
    intro: 'Tetrasticks and pentasticks on the edges of a grid, no two crossing, read by `polydance polystick`.',
  },
  {
    lattice: 'hex',
    title: 'Hexagons: polyhexes',
    intro:
      'The tetrahexes in Polyform Puzzler’s boards, the trihexes with them in a hexagram, one-sided tetrahexes, and rhombi of dihexes and trihexes, read by `polydance polyhex`.',
  },
  {
    lattice: 'abolo',
    title: 'Half squares: polyaboloes',
    intro: 'Half squares, diaboloes, triaboloes and the fourteen tetraboloes in squares and octagons, read by `polydance polyabolo`. No counts of these seem to be published: all are Polydance’s, and the tests rerun them.',
  },
  {
    lattice: 'trig',
    title: 'Triangular grid sticks: polytrigs',
    intro: 'The twelve tritrigs on the edges of triangles, hexagons and trapezoids of the triangular grid, no two crossing, read by `polydance polytrig`.',
  },
  {
    lattice: 'twig',
    title: 'Hexagonal grid sticks: polytwigs',
    intro: 'Tetratwigs and pentatwigs on the edges of the hexagonal grid, read by `polydance polytwig`.',
  },
  {
    lattice: 'macmahon',
    title: 'MacMahon’s triangles',
    intro: 'The 24 four-colored triangles in each of the twelve hexiamonds at double size, written by `polydance macmahon`.',
  },
];

/** A number with thin groups of three digits, as the rest of the site writes them. */
function number(n: number): string {
  return n.toLocaleString('en-US');
}

function countCell(count: Count | undefined): string {
  if (count === undefined) return 'not known';
  return count.symmetry === 'rotations' ? `${number(count.value)} (up to rotations)` : number(count.value);
}

function sourceCell(count: Count | undefined): string {
  if (count === undefined) return '';
  const where = count.where === undefined ? '' : ` (${count.where})`;
  if (!isPublished(count)) return `computed: ${count.source.citation}${where}`;
  const citation = count.source.url === undefined ? count.source.citation : `[${count.source.citation}](${count.source.url})`;
  return `${citation}${where}`;
}

/** Puzzles with at most this many distinct solutions show them all, on a contact sheet. */
const FEW = 12;

/**
 * The pictures under a puzzle: its board and pieces when it has no solution; every
 * distinct solution on a contact sheet when there are few and they are quick to find;
 * otherwise its first solution (in 3-D too for solids).
 */
function pictures(p: Puzzle): string {
  const figure = (flags: string): string => `\`\`\`figure ${p.generator} --puzzle=${p.name} ${flags}\n\`\`\``;
  if (unsolvable(p)) {
    if (p.generator === 'macmahon') {
      return `No solution exists. The board (the pieces are MacMahon's 24 triangles):\n\n<img class="pd-board" src="/${THUMBNAIL_PATH}/${p.name}.svg" alt="the board of ${p.name}" width="240" height="240">`;
    }
    return ['No solution exists. The board and the pieces:', '', figure('--cells'), '', figure('--pieces')].join('\n');
  }
  const solid = findLattice(p.lattice)?.drawing.mesh !== undefined;
  const d = p.counts.distinct;
  if (!solid && p.countTime === 'fast' && d !== undefined && d.symmetry === undefined && d.value >= 2 && d.value <= FEW) return figure('--sheet');
  return figure(`--solve=1${solid ? ' --solid' : ''}`);
}

function section(p: Puzzle): string {
  const rows = [
    '| solutions | count | source |',
    '|---|---:|---|',
    `| all | ${countCell(p.counts.all)} | ${sourceCell(p.counts.all)} |`,
    `| distinct | ${countCell(p.counts.distinct)} | ${sourceCell(p.counts.distinct)} |`,
  ];
  const picture = pictures(p);
  return [
    `### ${p.title} {#${p.name}}`,
    '',
    `\`${p.name}\`: ${p.description} Pieces: ${p.pieces}; box: ${p.box}.`,
    '',
    ...rows,
    '',
    `${playgroundAnchor(playgroundLink(p))} · \`polydance solve ${p.name}\``,
    '',
    '<details><summary>The spec</summary>',
    '',
    `<!-- norun: the spec of ${p.name}, as polydance puzzles show prints it -->`,
    '```text',
    p.spec.trimEnd(),
    '```',
    '',
    '</details>',
    '',
    picture,
    '',
  ].join('\n');
}

/** The Markdown of the catalogue page. */
export function cataloguePage(): string {
  const head = `# Puzzle catalogue

<!-- This page is written from the data of @polydance/puzzles by apps/docs/src/catalogue.ts: edit that, then run \`npx vitest run --project docs -u src/catalogue.test.ts\`. -->

${PUZZLES.length} packing puzzles, as data in [\`@polydance/puzzles\`](/api/puzzles): the
classic ones of every piece set, and boards of the counting families whose numbers are
known in closed form or tabulated in OEIS (dominoes, lozenges, any number of copies of
some pieces). Each has a spec for its generator, a one-line description, a link that
opens it in the [playground](/playground), and its numbers of solutions with their
sources. **All** counts every solution of the exact cover problem the generator writes
(rotations and reflections of a solution count apart); **distinct** counts them up to
the symmetries of the box. A count marked *computed* was counted by Polydance and has no
publication behind it; the others come from the book, paper, site or sequence cited.
*Not known* is a count Polydance does not finish within a minute on one core.
\`pnpm catalogue:verify\` solves every puzzle with a time budget and checks both counts
against this page's; the test suite does the same for the puzzles that take a second or
two. The picture under each puzzle is its first solution, found by
\`@polydance/dlx-solver\` while this page was built; where a puzzle has at most 12
distinct solutions, all of them, one of each kind, on a contact sheet (as \`polydance
solve --distinct --draw sheet\` draws them); where it has none, its board and its pieces
(as \`polydance draw --box\` and \`--pieces\` draw them). Under a puzzle of polycubes, the same
solution in 3-D: drag it to turn it, scroll or pinch to zoom, and explode it by layer or
by piece to see inside. Each puzzle's anchor is its name: \`catalogue#pentominoes-6x10\`.
Each section opens with a thumbnail of every puzzle (its first solution, or its empty
board when it has none), a link to the puzzle.

From the command line, \`polydance puzzles\` lists the catalogue, \`polydance puzzles show
NAME\` prints a puzzle's spec, and \`polydance solve NAME\` solves it in one step:

\`\`\`sh
$ polydance puzzles soma
name  lattice     all  distinct  pieces
soma  cube     11520*       240  the 7 Soma pieces
1 puzzle; * computed by Polydance, not published
$ polydance puzzles --set one-sided-tetrahexes
name                       lattice   all  distinct  pieces
one-sided-tetrahexes-10x4  hex      246*      123*  the 10 one-sided tetrahexes
one-sided-tetrahexes-8x5   hex      384*      192*  the 10 one-sided tetrahexes
2 puzzles; * computed by Polydance, not published
$ polydance puzzles show pentominoes-3x20 2>/dev/null | head -n 3
| The 12 pentominoes in a 3x20 rectangle: polydance polyomino
[0-2][0-j]
F 10 20 01 11 12
$ polydance solve --count pentominoes-3x20
8
8 solutions (Algorithm X), … nodes, … s, the search cut by 4 symmetries
\`\`\`

A spec that does not add up is caught before any search:

\`\`\`sh
$ polydance puzzles show pentominoes-6x10 2>/dev/null > p.in
$ cat >> p.in <<'EOF'
M 00
EOF
$ polydance solve --count p.in
polydance solve: warning: the pieces have 61 cells (with their multiplicities), but the box has 60 cells
0
0 solutions (Algorithm X), 0 nodes, 0.000 s; the search was skipped: the warnings above rule out every solution
\`\`\`
`;
  const body = LATTICE_NAMES.flatMap((lattice) => {
    const puzzles = PUZZLES.filter((p) => p.lattice === lattice);
    if (puzzles.length === 0) return [];
    const known = SECTIONS.find((s) => s.lattice === lattice);
    const title = known?.title ?? findLattice(lattice)!.label;
    const index = puzzles.map((p) => `[${p.name}](#${p.name})`).join(' · ');
    return [
      [`## ${title}`, '', ...(known ? [known.intro, ''] : []), `${puzzles.length} puzzles: ${index}`, '', thumbnailGrid(puzzles), '', ...puzzles.map(section)].join('\n'),
    ];
  });
  return `${[head, ...body].join('\n').trimEnd()}\n`;
}
