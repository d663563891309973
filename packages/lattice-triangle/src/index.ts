export { polyiamond, triangleLattice, rotate, transpose } from './triangle.js';
export { triangleCell, drawTriangleAscii, drawTriangleSvg } from './draw.js';
