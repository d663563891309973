export type { Count, CountTime, Puzzle, PuzzleGenerator, PuzzleLattice, Source } from './types.js';
export { SOURCES } from './sources.js';
export type { PuzzleQuery } from './catalogue.js';
export { PUZZLES, findPuzzle, isPublished, searchPuzzles } from './catalogue.js';
export { PENTOMINOES, SOMA, TETRACUBES, TETROMINOES, TETRASTICKS } from './internal/pieces.js';
