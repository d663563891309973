import type { LatticeDescriptor } from '@polydance/lattice';
import { triangleDescriptor, triangleSites } from '@polydance/lattice-triangle';
import { drawMacmahonAscii, drawMacmahonSvg } from './draw.js';

/**
 * MacMahon's triangles on the triangle lattice: its cells (`xy`, `xy'`) and edges
 * (`-xy`, `/xy`, `\xy`), the lattice's 12 symmetries acting on both, and pictures of
 * the colored triangles.
 */
export const macmahonDescriptor: LatticeDescriptor = {
  name: 'macmahon',
  label: "MacMahon's triangles",
  programs: ['macmahon-triangles-dlx'],
  ...triangleSites,
  drawing: {
    ascii: (options) => drawMacmahonAscii(options),
    svg: (options, svgOptions = {}) => drawMacmahonSvg(options, svgOptions),
    cell: 64,
    legend: true,
    // the board's cells are triangles: drawn as the triangle lattice draws them (polydance draw --box)
    ...(triangleDescriptor.drawing.pieces ? { pieces: triangleDescriptor.drawing.pieces } : {}),
  },
  recognizes: (items) => items.some((i) => /^[-/\\][0-9a-zA-Z]{2}$/.test(i)),
};
