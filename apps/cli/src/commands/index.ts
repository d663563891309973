import type { Command, CommandEntry } from '../command.js';

/** The other names of the commands that have them: the names of Knuth's programs that they follow. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  polyomino: ['polyomino-dlx'],
  polyiamond: ['polyiamond-dlx'],
  polycube: ['polycube-dlx'],
  macmahon: ['macmahon-triangles-dlx'],
};

/**
 * An entry of the table: the command's name and summary, its aliases (from
 * {@link ALIASES}), and the import of its module, which exports the command under its name.
 */
function entry<N extends string>(name: N, summary: string, module: () => Promise<Record<N, Command>>): CommandEntry {
  const load = async (): Promise<Command> => (await module())[name];
  const aliases = ALIASES[name];
  return aliases === undefined ? { name, summary, load } : { name, aliases, summary, load };
}

/**
 * Every command, in the order `polydance --help` lists them. Each entry (with
 * {@link ALIASES}) repeats its command's name, aliases and summary (`commands.test.ts`
 * checks that they agree), so
 * that listing and finding commands load none of them; a command's module, with the
 * packages it uses, is imported only when it runs or shows its help.
 */
export const commands: readonly CommandEntry[] = [
  entry('polyomino', 'polyominoes in a box of square cells → DLX (as POLYOMINO-DLX)', () => import('./polyomino.js')),
  entry('polyiamond', 'polyiamonds in a box of triangular cells → DLX (as POLYIAMOND-DLX)', () => import('./polyiamond.js')),
  entry('polycube', 'polycubes in a box of cubic cells → DLX (as POLYCUBE-DLX)', () => import('./polycube.js')),
  entry('polystick', 'polysticks on a box of grid edges → DLX (POLYOMINO-DLX style specs)', () => import('./polystick.js')),
  entry('polyhex', 'polyhexes in a box of hexagonal cells → DLX (POLYOMINO-DLX style specs)', () => import('./polyhex.js')),
  entry('polyabolo', 'polyaboloes in a box of squares cut by their diagonals → DLX (POLYOMINO-DLX style specs)', () => import('./polyabolo.js')),
  entry('polytrig', 'polytrigs on a box of triangular grid edges → DLX (POLYOMINO-DLX style specs)', () => import('./polytrig.js')),
  entry('polytwig', 'polytwigs on a box of hexagonal grid edges → DLX (POLYOMINO-DLX style specs)', () => import('./polytwig.js')),
  entry('macmahon', "MacMahon's 24 colored triangles in a hexiamond → DLX (as MACMAHON-TRIANGLES-DLX)", () => import('./macmahon.js')),
  entry('polyominoes', 'DANCE-era polyomino data → exact cover rows (as POLYOMINOES)', () => import('./polyominoes.js')),
  entry('polysticks', 'DANCE-era polystick data → exact cover rows (as POLYSTICKS)', () => import('./polysticks.js')),
  entry('pieces', 'every polyform of a size on a lattice (free, one-sided or fixed), as piece lines', () => import('./pieces.js')),
  entry('solve', 'solve DLX input (Algorithm X, C or M, as needed): list, count, limit, JSON', () => import('./solve.js')),
  entry('puzzles', 'the catalogue of classic puzzles: list them, or show one’s spec', () => import('./puzzles.js')),
  entry('dlx1', "solve DLX input with Algorithm X (exact cover), as Knuth's DLX1", () => import('./dlx.js')),
  entry('dlx2', "solve DLX input with Algorithm C (exact cover with colors), as Knuth's DLX2", () => import('./dlx.js')),
  entry('dlx3', "solve DLX input with Algorithm M (exact cover with colors and multiplicities), as Knuth's DLX3", () => import('./dlx.js')),
  entry('draw', 'draw the solutions of a DLX1/2/3 or solve listing, in the terminal or as SVG', () => import('./draw.js')),
  entry('merge', 'sum the JSON results of the shards of a search (solve --shard I/N)', () => import('./merge.js')),
];
