export type { DimerGraph, DimerRegion } from './region.js';
export { dimerRegion } from './region.js';
export { countDimers, countDimersSteps, kasteleynSigns, MAX_COUNTED } from './count.js';
export type { DimerDrawOptions } from './sample.js';
export { randomDimers, randomDimersSteps } from './sample.js';
export type { TilingPieces, Tilings } from './tilings.js';
export { countableDimers, DETERMINANT, findTilings } from './tilings.js';
