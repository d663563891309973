/**
 * Times the count and one random draw of the two big regions of the docs: the Aztec
 * diamond of order 30 (dominoes) and the hexagon of side 20 (lozenges).
 * Run: pnpm --filter @polydance/dimers bench
 */
import { squareDescriptor } from '@polydance/lattice-square';
import { triangleDescriptor } from '@polydance/lattice-triangle';
import type { LatticeDescriptor } from '@polydance/lattice';
import type { Problem } from '@polydance/exact-cover';
import { countDimers, dimerRegion, randomDimers } from '../src/index.js';
import { aztec, dominoes, hexagon, lozenges } from '../src/internal/testing.js';

function time(label: string, problem: Problem, lattice: LatticeDescriptor): void {
  const region = dimerRegion(problem, lattice);
  if (!('graph' in region)) throw new Error(region.reason);
  let t = performance.now();
  const count = countDimers(region.graph);
  const counted = performance.now() - t;
  t = performance.now();
  randomDimers(region.graph, 1, { seed: 0 });
  const drawn = performance.now() - t;
  console.log(`${label}: ${String(count).length} digits, count ${counted.toFixed(0)} ms, one draw ${drawn.toFixed(0)} ms`);
}

time('Aztec diamond of order 30', dominoes(aztec(30)), squareDescriptor);
time('hexagon of side 20', lozenges(hexagon(20, 20, 20)), triangleDescriptor);
