export type { Count, CountTime, Puzzle, PuzzleGenerator, PuzzleLattice, Source } from './types.js';
export { SOURCES } from './sources.js';
export type { PieceSetName, PuzzleQuery } from './catalogue.js';
export { PUZZLES, findPuzzle, isPublished, searchPuzzles, usesPieceSet } from './catalogue.js';
export {
  DIABOLOES,
  PENTAHEXES,
  PENTASTICKS,
  PENTATWIGS,
  PENTOMINOES,
  SOMA,
  TETRABOLOES,
  TETRACUBES,
  TETRAHEXES,
  TETRASTICKS,
  TETRATWIGS,
  TETROMINOES,
  TRIABOLOES,
  TRIHEXES,
  TRITRIGS,
} from './pieces.js';
