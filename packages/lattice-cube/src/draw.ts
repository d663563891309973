import { boxDrawing, escapeXml, ownerGrid, pieceColors, shade, squareGridSvg, svgPicture, textColor } from '@polydance/lattice';
import type { OwnerGrid, PieceColor, PlacedPiece, Point, SvgOptions } from '@polydance/lattice';
import { decodeDigit } from '@polydance/spec-parser';

/**
 * The cell `[x, y, z]` named by a DLX item such as `1a3`, or undefined for any other
 * item (piece names, suffixed secondary items such as `000!`).
 */
export function cubeCell(item: string): [number, number, number] | undefined {
  if (item.length !== 3) return undefined;
  const [x, y, z] = [decodeDigit(item[0]!), decodeDigit(item[1]!), decodeDigit(item[2]!)];
  return x >= 0 && y >= 0 && z >= 0 ? [x, y, z] : undefined;
}

/** Options of {@link drawCubeSvg}. */
export interface CubeSvgOptions extends SvgOptions {
  /** Also draw the layer-by-layer view ({@link drawCubeLayersSvg}) under the solid. */
  readonly layers?: boolean;
}

/** A part of a picture: SVG elements and the size they take. */
interface Panel {
  width: number;
  height: number;
  body: string[];
}

/** The cells of a solution, with their owners and bounds. */
class Solid {
  readonly owner = new Map<string, number>();
  readonly min: [number, number, number] = [0, 0, 0];
  readonly max: [number, number, number] = [-1, -1, -1];
  readonly cubes: [number, number, number, number][] = []; // x, y, z, owner

  constructor(pieces: readonly PlacedPiece[]) {
    pieces.forEach((p, i) => {
      for (const [x = 0, y = 0, z = 0] of p.cells) {
        this.owner.set(`${x},${y},${z}`, i);
        this.cubes.push([x, y, z, i]);
      }
    });
    if (this.cubes.length > 0) {
      for (let k = 0; k < 3; k++) {
        this.min[k] = Math.min(...this.cubes.map((c) => c[k]!));
        this.max[k] = Math.max(...this.cubes.map((c) => c[k]!));
      }
    }
  }

  has(x: number, y: number, z: number): boolean {
    return this.owner.has(`${x},${y},${z}`);
  }

  /** The cells of layer z as a grid: x is the row (downwards), y the column (rightwards). */
  layer(z: number): OwnerGrid {
    const g = ownerGrid(this.max[0] - this.min[0] + 1, this.max[1] - this.min[1] + 1);
    for (const [x, y, cz, o] of this.cubes) if (cz === z) g.owner[(x - this.min[0]) * g.cols + (y - this.min[1])] = o;
    return g;
  }
}

const H = Math.sqrt(3) / 2;

/**
 * Isometric projection, looking down along (−1, −1, −1): z is up, x runs down to the
 * left and y down to the right, so the layer view (x downwards, y rightwards, seen
 * from above) is the top of the solid turned by 45°.
 */
function iso(x: number, y: number, z: number): Point {
  return [(y - x) * H, (x + y) / 2 - z];
}

/** How faces are shaded: top lighter, the side facing left a little darker, the right one darker still. */
const TOP = 0.35;
const LEFT = -0.1;
const RIGHT = -0.35;

const n = (v: number): number => Math.round(v * 100) / 100;

function isometric(solid: Solid, pieces: readonly PlacedPiece[], colors: ReadonlyMap<string, PieceColor>, size: number, margin: number): Panel {
  if (solid.cubes.length === 0) return { width: 2 * margin, height: 2 * margin, body: [] };
  const [x0, y0, z0] = solid.min;
  const [x1, y1, z1] = solid.max;
  // The outermost corners of the bounding box give the extent of the picture.
  const left = iso(x1 + 1, y0, 0)[0];
  const right = iso(x0, y1 + 1, 0)[0];
  const top = iso(x0, y0, z1 + 1)[1];
  const bottom = iso(x1 + 1, y1 + 1, z0)[1];
  const at = (p: Point): string => `${n(margin + (p[0] - left) * size)},${n(margin + (p[1] - top) * size)}`;
  const face = (corners: readonly [number, number, number][], fill: string): string =>
    `<path d="M${corners.map(([x, y, z]) => at(iso(x, y, z))).join('L')}Z" fill="${fill}" stroke="#222222" stroke-width="1" stroke-linejoin="round"/>`;

  // Painter's order: a cube can only hide cubes with a smaller x + y + z (cubes with
  // the same sum never overlap in this projection), so draw by increasing sum.
  const order = [...solid.cubes].sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]) || a[2] - b[2] || a[0] - b[0]);
  const body: string[] = [];
  let current = -1;
  for (const [x, y, z, o] of order) {
    const fill = colors.get(pieces[o]!.name)?.fill ?? '#DDDDDD';
    const faces: string[] = [];
    if (!solid.has(x, y, z + 1))
      faces.push(face([[x, y, z + 1], [x + 1, y, z + 1], [x + 1, y + 1, z + 1], [x, y + 1, z + 1]], shade(fill, TOP)));
    if (!solid.has(x + 1, y, z))
      faces.push(face([[x + 1, y, z], [x + 1, y + 1, z], [x + 1, y + 1, z + 1], [x + 1, y, z + 1]], shade(fill, LEFT)));
    if (!solid.has(x, y + 1, z))
      faces.push(face([[x, y + 1, z], [x, y + 1, z + 1], [x + 1, y + 1, z + 1], [x + 1, y + 1, z]], shade(fill, RIGHT)));
    if (faces.length === 0) continue;
    if (o !== current) {
      if (current >= 0) body.push('</g>');
      body.push(`<g><title>${escapeXml(pieces[o]!.name)}</title>`);
      current = o;
    }
    body.push(...faces);
  }
  if (current >= 0) body.push('</g>');

  // Names, on top of everything: each piece's name on the visible top face nearest
  // its centre, if one shows whole.
  const reach = x1 + y1 + z1 + 2;
  const clear = (x: number, y: number, z: number): boolean => {
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      for (let k = 0; k <= reach; k++) if (solid.has(x + dx + k, y + dy + k, z + 1 + k)) return false;
    }
    return true;
  };
  pieces.forEach((piece) => {
    const color = colors.get(piece.name) ?? { fill: '#DDDDDD', text: '#000000' };
    const cells = piece.cells.map(([x = 0, y = 0, z = 0]) => [x, y, z] as const);
    const mean = [0, 1, 2].map((k) => cells.reduce((s, c) => s + c[k]!, 0) / Math.max(1, cells.length));
    let best: readonly [number, number, number] | undefined;
    let bestD = Infinity;
    for (const c of cells) {
      if (!clear(...c)) continue;
      const d = c.reduce((s, v, k) => s + (v - mean[k]!) ** 2, 0) - 0.01 * c[2];
      if (d < bestD) [best, bestD] = [c, d];
    }
    if (!best) return;
    const [tx, ty] = at(iso(best[0] + 0.5, best[1] + 0.5, best[2] + 1)).split(',');
    body.push(
      `<text x="${tx}" y="${ty}" font-family="sans-serif" font-size="${Math.round(size * 0.36)}" text-anchor="middle" dominant-baseline="central" fill="${textColor(shade(color.fill, TOP))}"><title>${escapeXml(piece.name)}</title>${escapeXml(piece.name)}</text>`,
    );
  });
  return { width: (right - left) * size + 2 * margin, height: (bottom - top) * size + 2 * margin, body };
}

function layers(solid: Solid, pieces: readonly PlacedPiece[], colors: ReadonlyMap<string, PieceColor>, size: number, margin: number): Panel {
  if (solid.cubes.length === 0) return { width: 2 * margin, height: 2 * margin, body: [] };
  const [x0, y0, z0] = solid.min;
  const [x1, y1, z1] = solid.max;
  const rows = x1 - x0 + 1;
  const cols = y1 - y0 + 1;
  const title = 20;
  const gap = Math.max(size, 24);
  const body: string[] = [];
  for (let z = z0; z <= z1; z++) {
    const dx = margin + (z - z0) * (cols * size + gap);
    const dy = margin + title;
    body.push(
      `<text x="${dx}" y="${dy - 6}" font-family="sans-serif" font-size="14" fill="#000000">z=${z}</text>`,
      `<rect x="${dx}" y="${dy}" width="${cols * size}" height="${rows * size}" fill="#FFFFFF" stroke="#BBBBBB" stroke-width="1"/>`,
    );
    const inLayer = pieces
      .map((piece) => ({
        name: piece.name,
        color: colors.get(piece.name) ?? { fill: '#DDDDDD', text: '#000000' },
        cells: piece.cells.filter((c) => c[2] === z).map(([x = 0, y = 0]) => [x - x0, y - y0] as const),
      }))
      .filter((p) => p.cells.length > 0);
    body.push(...squareGridSvg(inLayer, size, dx, dy));
    // Faint lines between the cells of the layer, so that each cell shows.
    const lines: string[] = [];
    for (let r = 1; r < rows; r++) lines.push(`M${dx},${dy + r * size}h${cols * size}`);
    for (let c = 1; c < cols; c++) lines.push(`M${dx + c * size},${dy}v${rows * size}`);
    if (lines.length > 0) body.push(`<path d="${lines.join('')}" fill="none" stroke="#000000" stroke-opacity="0.2" stroke-width="1"/>`);
  }
  const layerCount = z1 - z0 + 1;
  return {
    width: layerCount * cols * size + (layerCount - 1) * gap + 2 * margin,
    height: rows * size + title + 2 * margin,
    body,
  };
}

function document(panels: readonly Panel[], colors: ReadonlyMap<string, PieceColor>, options: SvgOptions, margin: number): string {
  const body: string[] = [];
  let height = 0;
  let width = 0;
  for (const p of panels) {
    body.push(height === 0 ? '<g>' : `<g transform="translate(0,${Math.ceil(height)})">`, ...p.body, '</g>');
    height += Math.ceil(p.height);
    width = Math.max(width, Math.ceil(p.width));
  }
  return svgPicture(body, width, height, options, { colors, margin });
}

/**
 * A solution as an isometric picture of the solid: z up, every visible face of every
 * cube filled with its piece's color (top faces lighter, side faces darker), thin
 * edges, each piece's name on a top face that shows; cubes are painted back to front.
 * With `layers`, the layer-by-layer view follows underneath; with `legend`, a legend.
 */
export function drawCubeSvg(pieces: readonly PlacedPiece[], options: CubeSvgOptions = {}): string {
  const size = options.cell ?? 32;
  const margin = 8;
  const solid = new Solid(pieces);
  const colors = pieceColors(options.names ?? pieces.map((p) => p.name));
  const panels = [isometric(solid, pieces, colors, size, margin)];
  if (options.layers) panels.push(layers(solid, pieces, colors, size, margin));
  return document(panels, colors, options, margin);
}

/**
 * A solution layer by layer, as SVG: one square grid per z (from the lowest, left to
 * right, each labelled `z=…`), x downwards and y to the right as seen from above; each
 * piece's cells in a layer outlined and named as in a polyomino picture, with faint
 * lines between cells. Every cell shows, hidden ones included.
 */
export function drawCubeLayersSvg(pieces: readonly PlacedPiece[], options: SvgOptions = {}): string {
  const size = options.cell ?? 32;
  const margin = 8;
  const colors = pieceColors(options.names ?? pieces.map((p) => p.name));
  return document([layers(new Solid(pieces), pieces, colors, size, margin)], colors, options, margin);
}

/** Layers drawn side by side when they fit in this many columns, else one under another. */
const ASCII_WIDTH = 80;

/**
 * A solution layer by layer in box-drawing characters: one grid per z (from the
 * lowest), each headed `z=…`, x downwards and y to the right as seen from above, walls
 * between different pieces and each cell labelled with its piece's name (up to three
 * characters), as in a polyomino drawing. The layers stand side by side when they fit
 * in 80 columns, else one under another, separated by a blank line.
 */
export function drawCubeLayersAscii(pieces: readonly PlacedPiece[]): string {
  const solid = new Solid(pieces);
  if (solid.cubes.length === 0) return '';
  const blocks: string[][] = [];
  for (let z = solid.min[2]; z <= solid.max[2]; z++) {
    blocks.push([`z=${z}`, ...boxDrawing(solid.layer(z), (o) => pieces[o]!.name)]);
  }
  const blockWidth = 4 * (solid.max[1] - solid.min[1] + 1) + 1;
  const gap = '   ';
  let lines: string[];
  if (blocks.length * (blockWidth + gap.length) - gap.length <= ASCII_WIDTH) {
    lines = blocks[0]!.map((_, i) => blocks.map((b) => b[i]!.padEnd(blockWidth)).join(gap).trimEnd());
  } else {
    lines = blocks.flatMap((b, i) => (i === 0 ? b : ['', ...b]));
  }
  return `${lines.join('\n')}\n`;
}
