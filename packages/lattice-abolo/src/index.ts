export { aboloLattice, aboloNeighbours, polyabolo, polyaboloSteps, quarterOf, rotate, transpose } from './abolo.js';
export { aboloCell, drawAboloAscii, drawAboloSvg } from './draw.js';
export { aboloDescriptor } from './descriptor.js';
export { aboloGroup, aboloSites, Quarter, quarterCorners } from './sites.js';
