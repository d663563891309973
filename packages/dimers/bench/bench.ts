/**
 * Times the count and one random draw of the two big regions of the docs: the Aztec
 * diamond of order 30 (dominoes) and the hexagon of side 20 (lozenges).
 * Run: pnpm --filter @polydance/dimers bench
 */
import { polyomino, squareDescriptor } from '@polydance/lattice-square';
import { polyiamond, triangleDescriptor } from '@polydance/lattice-triangle';
import type { LatticeDescriptor } from '@polydance/lattice';
import type { Problem } from '@polydance/exact-cover';
import { encodeDigit } from '@polydance/spec-parser';
import { countDimers, dimerRegion, randomDimers } from '../src/index.js';

const name = (x: number, y: number): string => `${encodeDigit(x)}${encodeDigit(y)}`;

function aztec(n: number): Problem {
  const cells: string[] = [];
  for (let y = 0; y < 2 * n; y++) {
    const half = y < n ? y + 1 : 2 * n - y;
    for (let x = n - half; x < n + half; x++) cells.push(name(x, y));
  }
  return polyomino(`${cells.join(' ')}\n0:9999|D 00 01\n`).problem;
}

function hexagon(a: number): Problem {
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x <= 2 * a && y <= 2 * a && x + y >= a && x + y <= 3 * a;
  const cells: string[] = [];
  for (let x = 0; x <= 2 * a; x++) {
    for (let y = 0; y <= 2 * a; y++) {
      if (inside(x, y) && inside(x + 1, y) && inside(x, y + 1)) cells.push(name(x, y));
      if (inside(x + 1, y) && inside(x + 1, y + 1) && inside(x, y + 1)) cells.push(`${name(x, y)}'`);
    }
  }
  return polyiamond(`${cells.join(' ')}\n0:9999|L 00 00'\n`).problem;
}

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

time('Aztec diamond of order 30', aztec(30), squareDescriptor);
time('hexagon of side 20', hexagon(20), triangleDescriptor);
