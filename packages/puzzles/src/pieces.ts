/**
 * The piece sets of the catalogue alone (`@polydance/puzzles/pieces`), without the
 * catalogue: what `@polydance/pieces` names. A module that imports only these does not
 * build the catalogue of puzzles when it loads.
 */
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
} from './internal/pieces.js';
