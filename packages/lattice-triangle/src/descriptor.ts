import { polyformDrawing } from '@polydance/lattice';
import type { LatticeDescriptor } from '@polydance/lattice';
import { drawTriangleAscii, drawTriangleSvg, triangleCell, triangleOutline } from './draw.js';
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
  drawing: polyformDrawing({ cell: triangleCell, svg: drawTriangleSvg, ascii: drawTriangleAscii, outline: triangleOutline }, 32),
  recognizes: (items) => items.some((i) => i.length === 3 && i.endsWith("'") && triangleCell(i) !== undefined),
};
