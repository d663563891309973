import type { LatticeDescriptor } from '@polydance/lattice';
import { triangleCell, triangleDrawing } from './draw.js';
import { triangleCornerCycles, triangleSites } from './sites.js';

/**
 * The triangle lattice: cells `xy` (Δ) and `xy'` (∇), the 12 symmetries of the
 * triangular tiling about a lattice point, drawings of equilateral triangles.
 */
export const triangleDescriptor: LatticeDescriptor = {
  name: 'triangle',
  label: 'Triangle (polyiamonds)',
  programs: ['polyiamond-dlx'],
  ...triangleSites,
  cornerCycles: triangleCornerCycles,
  drawing: triangleDrawing,
  recognizes: (items) => items.some((i) => i.length === 3 && i.endsWith("'") && triangleCell(i) !== undefined),
};
