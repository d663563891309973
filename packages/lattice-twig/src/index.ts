export { hexagonalGrid, hexagonalPoint, polytwig, polytwigSteps } from './twig.js';
export { twigDescriptor } from './descriptor.js';
