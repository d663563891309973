export { polyiamond, triangleLattice, rotate, transpose } from './triangle.js';
