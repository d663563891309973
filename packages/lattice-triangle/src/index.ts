export { polyiamond, polyiamondSteps, triangleLattice, rotate, transpose } from './triangle.js';
export { triangleCell, drawTriangleAscii, drawTriangleSvg } from './draw.js';
export { triangleDescriptor } from './descriptor.js';
export { TriangleSite, triangleCorners, triangleGroup, triangleItems, triangleNeighbours, triangleSites } from './sites.js';
