export type { DimerGraph, DimerRegion } from './region.js';
export { dimerRegion } from './region.js';
export { countDimers, kasteleynSigns, MAX_COUNTED } from './count.js';
export type { DimerDrawOptions } from './sample.js';
export { randomDimers } from './sample.js';
