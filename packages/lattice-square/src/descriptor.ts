import { orthogonalNeighbours, pointGroup, polyformDrawing, radixItems, squareOutline } from '@polydance/lattice';
import type { LatticeDescriptor, SiteGeometry } from '@polydance/lattice';
import { drawSquareAscii, drawSquareSvg, squareCell } from './draw.js';

/** Cell (x, y) has its centre at (2x + 1, 2y + 1) in fine coordinates. */
const geometry: SiteGeometry = {
  dimensions: 2,
  encode: (s) => [2 * s.x + 1, 2 * s.y + 1],
  decode: ([a = 0, b = 0]) => ((a & 1) === 1 && (b & 1) === 1 ? { kind: 0, x: (a - 1) / 2, y: (b - 1) / 2, z: 0 } : undefined),
};

/**
 * The square lattice: cells `xy` (radix-62 digits, then any suffix), the 8 symmetries
 * of the square (a quarter turn and a reflection generate them), drawings as a grid.
 */
export const squareDescriptor: LatticeDescriptor = {
  name: 'square',
  label: 'Square (polyominoes)',
  programs: ['polyomino-dlx', 'polyominoes'],
  ...radixItems(2, [{ kind: 0, prefix: '', postfix: '' }]),
  boxKinds: [0],
  unit: 'cell',
  group: pointGroup(geometry, [
    [0, -1, 1, 0],
    [0, 1, 1, 0],
  ]),
  neighbours: orthogonalNeighbours(2),
  drawing: polyformDrawing({ cell: squareCell, svg: drawSquareSvg, ascii: drawSquareAscii, outline: squareOutline }, 24),
  recognizes: (items) => items.some((i) => squareCell(i) !== undefined),
};
