import { orthogonalNeighbours, pointGroup, polyformDrawing, radixItems, SQUARE_GENERATORS, squareOutline } from '@polydance/lattice';
import type { LatticeDescriptor, Site, SiteGeometry } from '@polydance/lattice';
import { drawSquareAscii, drawSquareSvg, squareCell } from './draw.js';

/** Cell (x, y) has its centre at (2x + 1, 2y + 1) in fine coordinates. */
const geometry: SiteGeometry = {
  dimensions: 2,
  encode: (s) => [2 * s.x + 1, 2 * s.y + 1],
  decode: ([a = 0, b = 0]) => ((a & 1) === 1 && (b & 1) === 1 ? { kind: 0, x: (a - 1) / 2, y: (b - 1) / 2, z: 0 } : undefined),
};

/** The four cells around the corner (a, b): north-east, north-west, south-west, south-east of it. */
function aroundCorner(a: number, b: number): Site[] {
  return [
    { kind: 0, x: a, y: b, z: 0 },
    { kind: 0, x: a - 1, y: b, z: 0 },
    { kind: 0, x: a - 1, y: b - 1, z: 0 },
    { kind: 0, x: a, y: b - 1, z: 0 },
  ];
}

/** Cell (x, y) has the corners (x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1). */
function squareCornerCycles(s: Site): Site[][] {
  return [aroundCorner(s.x, s.y), aroundCorner(s.x + 1, s.y), aroundCorner(s.x, s.y + 1), aroundCorner(s.x + 1, s.y + 1)];
}

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
  group: pointGroup(geometry, SQUARE_GENERATORS),
  neighbours: orthogonalNeighbours(2),
  cornerCycles: squareCornerCycles,
  drawing: polyformDrawing({ cell: squareCell, svg: drawSquareSvg, ascii: drawSquareAscii, outline: squareOutline }, 24),
  recognizes: (items) => items.some((i) => squareCell(i) !== undefined),
};
