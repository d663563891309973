export {};
export {
  danceSquareCellName,
  dancePolyominoOrientations,
  dancePolyominoPlacements,
  dancePolyominoesText,
} from './dance-polyominoes.js';
