export { polycube, cubeLattice, turn, cycle } from './cube.js';
