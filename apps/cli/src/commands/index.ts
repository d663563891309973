import type { CommandEntry } from '../command.js';

/**
 * Every command, in the order `polydance --help` lists them. Each entry repeats its
 * command's name, aliases and summary (`commands.test.ts` checks that they agree), so
 * that listing and finding commands load none of them; a command's module, with the
 * packages it uses, is imported only when it runs or shows its help.
 */
export const commands: readonly CommandEntry[] = [
  {
    name: 'polyomino',
    aliases: ['polyomino-dlx'],
    summary: 'polyominoes in a box of square cells → DLX (as POLYOMINO-DLX)',
    load: async () => (await import('./polyomino.js')).polyomino,
  },
  {
    name: 'polyiamond',
    aliases: ['polyiamond-dlx'],
    summary: 'polyiamonds in a box of triangular cells → DLX (as POLYIAMOND-DLX)',
    load: async () => (await import('./polyiamond.js')).polyiamond,
  },
  {
    name: 'polycube',
    aliases: ['polycube-dlx'],
    summary: 'polycubes in a box of cubic cells → DLX (as POLYCUBE-DLX)',
    load: async () => (await import('./polycube.js')).polycube,
  },
  {
    name: 'polystick',
    summary: 'polysticks on a box of grid edges → DLX (POLYOMINO-DLX style specs)',
    load: async () => (await import('./polystick.js')).polystick,
  },
  {
    name: 'polyhex',
    summary: 'polyhexes in a box of hexagonal cells → DLX (POLYOMINO-DLX style specs)',
    load: async () => (await import('./polyhex.js')).polyhex,
  },
  {
    name: 'polyabolo',
    summary: 'polyaboloes in a box of squares cut by their diagonals → DLX (POLYOMINO-DLX style specs)',
    load: async () => (await import('./polyabolo.js')).polyabolo,
  },
  {
    name: 'polytrig',
    summary: 'polytrigs on a box of triangular grid edges → DLX (POLYOMINO-DLX style specs)',
    load: async () => (await import('./polytrig.js')).polytrig,
  },
  {
    name: 'polytwig',
    summary: 'polytwigs on a box of hexagonal grid edges → DLX (POLYOMINO-DLX style specs)',
    load: async () => (await import('./polytwig.js')).polytwig,
  },
  {
    name: 'macmahon',
    aliases: ['macmahon-triangles-dlx'],
    summary: "MacMahon's 24 colored triangles in a hexiamond → DLX (as MACMAHON-TRIANGLES-DLX)",
    load: async () => (await import('./macmahon.js')).macmahon,
  },
  {
    name: 'polyominoes',
    summary: 'DANCE-era polyomino data → exact cover rows (as POLYOMINOES)',
    load: async () => (await import('./polyominoes.js')).polyominoes,
  },
  {
    name: 'polysticks',
    summary: 'DANCE-era polystick data → exact cover rows (as POLYSTICKS)',
    load: async () => (await import('./polysticks.js')).polysticks,
  },
  {
    name: 'pieces',
    summary: 'every polyform of a size on a lattice (free, one-sided or fixed), as piece lines',
    load: async () => (await import('./pieces.js')).pieces,
  },
  {
    name: 'solve',
    summary: 'solve DLX input (Algorithm X, C or M, as needed): list, count, limit, JSON',
    load: async () => (await import('./solve.js')).solve,
  },
  {
    name: 'puzzles',
    summary: 'the catalogue of classic puzzles: list them, or show one’s spec',
    load: async () => (await import('./puzzles.js')).puzzles,
  },
  {
    name: 'dlx1',
    summary: "solve DLX input with Algorithm X (exact cover), as Knuth's DLX1",
    load: async () => (await import('./dlx.js')).dlx1,
  },
  {
    name: 'dlx2',
    summary: "solve DLX input with Algorithm C (exact cover with colors), as Knuth's DLX2",
    load: async () => (await import('./dlx.js')).dlx2,
  },
  {
    name: 'dlx3',
    summary: "solve DLX input with Algorithm M (exact cover with colors and multiplicities), as Knuth's DLX3",
    load: async () => (await import('./dlx.js')).dlx3,
  },
  {
    name: 'draw',
    summary: 'draw the solutions of a DLX1/2/3 or solve listing, in the terminal or as SVG',
    load: async () => (await import('./draw.js')).draw,
  },
  {
    name: 'merge',
    summary: 'sum the JSON results of the shards of a search (solve --shard I/N)',
    load: async () => (await import('./merge.js')).merge,
  },
];
