export { polytrig, triangularGrid } from './trig.js';
export { trigDescriptor } from './descriptor.js';
