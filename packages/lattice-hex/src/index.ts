export { hexLattice, hexNeighbours, polyhex, polyhexSteps, rotate, transpose } from './hex.js';
export { drawHexAscii, drawHexSvg, hexCell } from './draw.js';
export { hexDescriptor } from './descriptor.js';
export { HEX, hexCorners, hexGroup, hexSites } from './sites.js';
