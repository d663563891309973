import { orthogonalNeighbours, pointGroup, polyformDrawing, radixItems, squareOutline } from '@polydance/lattice';
import type { LatticeDescriptor, SiteGeometry } from '@polydance/lattice';
import { cubeCell, drawCubeLayersAscii, drawCubeSvg } from './draw.js';
import { piecesStl } from './mesh.js';

/** Cell (x, y, z) has its centre at (2x + 1, 2y + 1, 2z + 1) in fine coordinates. */
const geometry: SiteGeometry = {
  dimensions: 3,
  encode: (s) => [2 * s.x + 1, 2 * s.y + 1, 2 * s.z + 1],
  decode: ([a = 0, b = 0, c = 0]) =>
    (a & 1) === 1 && (b & 1) === 1 && (c & 1) === 1 ? { kind: 0, x: (a - 1) / 2, y: (b - 1) / 2, z: (c - 1) / 2 } : undefined,
};

/**
 * The cube lattice: cells `xyz`, the 48 symmetries of the cube (24 rotations — a
 * quarter turn about z and a turn about the main diagonal generate them — and as many
 * reflections), drawings in isometric view with the layers beneath.
 */
export const cubeDescriptor: LatticeDescriptor = {
  name: 'cube',
  label: 'Cube (polycubes)',
  programs: ['polycube-dlx'],
  ...radixItems(3, [{ kind: 0, prefix: '', postfix: '' }]),
  boxKinds: [0],
  unit: 'cell',
  group: pointGroup(geometry, [
    [0, -1, 0, 1, 0, 0, 0, 0, 1],
    [0, 1, 0, 0, 0, 1, 1, 0, 0],
    [0, 1, 0, 1, 0, 0, 0, 0, 1],
  ]),
  neighbours: orthogonalNeighbours(3),
  defaultHandedness: 'one-sided',
  drawing: {
    ...polyformDrawing(
      {
        cell: cubeCell,
        svg: (pieces, svgOptions) => drawCubeSvg(pieces, { ...svgOptions, layers: true }),
        ascii: drawCubeLayersAscii,
        outline: squareOutline,
        layer: ([, , z = 0]) => z,
      },
      28,
    ),
    mesh: { stl: (pieces, layout) => piecesStl(pieces, { layout }) },
  },
  recognizes: (items) => items.some((i) => cubeCell(i) !== undefined),
};
