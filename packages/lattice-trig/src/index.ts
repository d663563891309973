export { polytrig, polytrigSteps, triangularGrid } from './trig.js';
export { trigDescriptor } from './descriptor.js';
