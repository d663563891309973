export { polyomino, squareLattice, rotate, transpose } from './square.js';
