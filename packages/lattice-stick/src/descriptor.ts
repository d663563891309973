import { pointGroup, radixItems, SQUARE_GENERATORS } from '@polydance/lattice';
import type { LatticeDescriptor, Site, SiteGeometry } from '@polydance/lattice';
import { drawStickAscii, drawStickSvg, stickItem, stickPiece } from './draw.js';

/** Site kinds: horizontal edges `Hxy`, vertical edges `Vxy`, junction points `Ixy`. */
export const StickSite = { h: 0, v: 1, junction: 2 } as const;

/** Fine coordinates: twice the coordinates of an edge's midpoint or of a point. */
const geometry: SiteGeometry = {
  dimensions: 2,
  encode: (s) => [2 * s.x + (s.kind === StickSite.h ? 1 : 0), 2 * s.y + (s.kind === StickSite.v ? 1 : 0)],
  decode: ([a = 0, b = 0]) => {
    const kind = (a & 1) === 1 ? ((b & 1) === 1 ? -1 : StickSite.h) : (b & 1) === 1 ? StickSite.v : StickSite.junction;
    return kind < 0 ? undefined : { kind, x: (a - (a & 1)) / 2, y: (b - (b & 1)) / 2, z: 0 };
  },
};

/** The edges at the lattice point (x, y): left, right, below, above. */
function edgesAt(x: number, y: number): Site[] {
  return [
    { kind: StickSite.h, x: x - 1, y, z: 0 },
    { kind: StickSite.h, x, y, z: 0 },
    { kind: StickSite.v, x, y: y - 1, z: 0 },
    { kind: StickSite.v, x, y, z: 0 },
  ];
}

/** The edges that share an endpoint with an edge (six of them). */
function stickNeighbours(s: Site): Site[] {
  const [ex, ey] = s.kind === StickSite.h ? [s.x + 1, s.y] : [s.x, s.y + 1];
  return [...edgesAt(s.x, s.y), ...edgesAt(ex, ey)].filter((e) => e.kind !== s.kind || e.x !== s.x || e.y !== s.y);
}

/**
 * The stick lattice: edges `Hxy` and `Vxy` and junctions `Ixy`, the 8 symmetries of
 * the square grid acting on edges and points, drawings of sticks.
 */
export const stickDescriptor: LatticeDescriptor = {
  name: 'stick',
  label: 'Stick (polysticks)',
  programs: ['polystick', 'polysticks'],
  ...radixItems(2, [
    { kind: StickSite.h, prefix: 'H', postfix: '' },
    { kind: StickSite.v, prefix: 'V', postfix: '' },
    { kind: StickSite.junction, prefix: 'I', postfix: '' },
  ]),
  boxKinds: [StickSite.h, StickSite.v],
  unit: 'edge',
  neighbours: stickNeighbours,
  group: pointGroup(geometry, SQUARE_GENERATORS),
  drawing: {
    ascii: (options) => drawStickAscii(options.map(stickPiece)),
    svg: (options, svgOptions) => drawStickSvg(options.map(stickPiece), svgOptions),
    cell: 48,
    legend: false,
    pieces: {
      cell: stickItem,
      svg: drawStickSvg,
      ascii: drawStickAscii,
      // x to the right, y upwards, as drawStickSvg draws them
      outline: ([ax = 0, ay = 0, bx = 0, by = 0]) => [
        [ax, -ay],
        [bx, -by],
      ],
    },
  },
  recognizes: (items) => items.some((i) => stickItem(i) !== undefined),
};
