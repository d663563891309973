export { hexagonalGrid, hexagonalPoint, polytwig } from './twig.js';
export { twigDescriptor } from './descriptor.js';
