export { polyomino, polyominoSteps, squareLattice, rotate, transpose } from './square.js';
export { squareCell, drawSquareAscii, drawSquareSvg } from './draw.js';
export {
  danceSquareCellName,
  dancePolyominoOrientations,
  dancePolyominoPlacements,
  dancePolyominoesText,
} from './dance-polyominoes.js';
export { squareDescriptor } from './descriptor.js';
