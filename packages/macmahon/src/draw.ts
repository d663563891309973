import { escapeXml, loopsPath, outline, paletteColor, svgPicture } from '@polydance/lattice';
import type { PieceColor, Point, SvgOptions } from '@polydance/lattice';
import { triangleCorners } from '@polydance/lattice-triangle';
import type { Color } from './colors.js';
import { COLORS, isColor } from './colors.js';
import { MacmahonError } from './errors.js';
import type { MateTable } from './mate.js';
import { clip, quote } from '@polydance/exact-cover';

/** Options of {@link drawMacmahonSvg}. */
export interface MacmahonSvgOptions extends Omit<SvgOptions, 'names'> {
  /**
   * The mate table the problem was made with. The data gives every edge the color
   * seen from its upright triangle; with a mate table, inverted triangles are drawn
   * in their own colors (the mates of their edges'), as the pieces really are.
   * Without one, every edge shows the one color of the data, the same on both sides.
   */
  readonly mate?: MateTable;
}

/** The fill of each of the four edge colors: the first four colors of the palette. */
export const EDGE_COLORS: Readonly<Record<Color, PieceColor>> = {
  a: paletteColor(0),
  b: paletteColor(1),
  c: paletteColor(2),
  d: paletteColor(3),
};

/** One unit triangle of a solution: Δ (x, y) or ∇ (x, y)', its piece and its three colored edges. */
interface Placed {
  readonly x: number;
  readonly y: number;
  readonly down: boolean;
  readonly piece: string;
  readonly edges: readonly { readonly from: Point; readonly to: Point; readonly color: Color; readonly token: string }[];
}

const CELL = /^(\d)(\d)(')?$/;
const EDGE = /^([-/\\])(\d)(\d):(.*)$/;
const PIECE = /^[a-d]{3}$/;

/** The ends of edge `-xy` (bottom of Δ (x, y)), `/xy` (its left side) or `\xy` (its right side), in lattice coordinates. */
function edgeEnds(kind: string, x: number, y: number): [Point, Point] {
  if (kind === '-') return [[x, y], [x + 1, y]];
  if (kind === '/') return [[x, y], [x, y + 1]];
  return [[x + 1, y], [x, y + 1]];
}

/** The corners of a unit triangle, counterclockwise, in lattice coordinates: the triangle lattice's. */
function corners(c: { x: number; y: number; down: boolean }): Point[] {
  return triangleCorners(c.x, c.y, c.down);
}

const same = (p: Point, q: Point): boolean => p[0] === q[0] && p[1] === q[1];

/**
 * Reads the options of a solution (each a list of item tokens as in the DLX file,
 * such as `00 aab -00:a /00:a \00:b`); the boundary option (`*` and its edges) is
 * skipped. Throws a {@link MacmahonError} naming the option and token that make no sense.
 */
function readSolution(options: readonly (readonly string[])[]): Placed[] {
  const placed: Placed[] = [];
  options.forEach((tokens, i) => {
    if (tokens.includes('*')) return;
    const where = `option ${i + 1} (${clip(tokens.join(' '))})`;
    let cell: { x: number; y: number; down: boolean } | undefined;
    let piece = '';
    const edges: { kind: string; x: number; y: number; color: string; token: string }[] = [];
    for (const token of tokens) {
      const c = CELL.exec(token);
      const e = EDGE.exec(token);
      if (c && !cell) cell = { x: Number(c[1]), y: Number(c[2]), down: c[3] !== undefined };
      else if (e) edges.push({ kind: e[1]!, x: Number(e[2]), y: Number(e[3]), color: e[4]!, token });
      else if (PIECE.test(token) && !piece) piece = token;
      else throw new MacmahonError(`${where}: ${quote(token)} is not a cell, a piece or a colored edge`);
    }
    if (!cell) throw new MacmahonError(`${where}: no cell`);
    if (edges.length !== 3) throw new MacmahonError(`${where}: ${edges.length} colored edges, not 3`);
    const box = corners(cell);
    placed.push({
      ...cell,
      piece,
      edges: edges.map((e) => {
        if (!isColor(e.color)) throw new MacmahonError(`${where}: ${quote(e.token)} has color ${quote(e.color)}, not a, b, c or d`);
        const [from, to] = edgeEnds(e.kind, e.x, e.y);
        if (!box.some((p) => same(p, from)) || !box.some((p) => same(p, to))) {
          throw new MacmahonError(`${where}: ${quote(e.token)} is not an edge of its cell`);
        }
        return { from, to, color: e.color, token: e.token };
      }),
    });
  });
  return placed;
}

const H = Math.sqrt(3) / 2;

/** A point in lattice coordinates on the page (y downwards), in edge lengths. */
function page([u, v]: Point): Point {
  return [u + v / 2, -v * H];
}

/**
 * A solution of `polydance macmahon` as SVG. Every unit triangle is cut from its
 * centre into three parts, one along each edge, filled with that edge's color (a, b,
 * c, d: the first four palette colors), so that touching edges show as one
 * two-colored diamond; thin lines outline the triangles, a thick one the board.
 * Options: `cell` (edge length of a unit triangle, 60 by default), `legend` (the four
 * colors), `mate` (see {@link MacmahonSvgOptions}).
 */
export function drawMacmahonSvg(options: readonly (readonly string[])[], svgOptions: MacmahonSvgOptions = {}): string {
  const size = svgOptions.cell ?? 60;
  const margin = 8;
  const placed = readSolution(options);
  const all = placed.flatMap((p) => corners(p).map(page));
  const minX = Math.min(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const width = all.length ? Math.max(...all.map((p) => p[0])) - minX : 0;
  const height = all.length ? Math.max(...all.map((p) => p[1])) - minY : 0;
  const n = (v: number): number => Math.round(v * 100) / 100;
  const at = (p: Point): string => {
    const [x, y] = page(p);
    return `${n(margin + (x - minX) * size)},${n(margin + (y - minY) * size)}`;
  };

  const body: string[] = [];
  for (const p of placed) {
    const box = corners(p);
    const centre: Point = [(box[0]![0] + box[1]![0] + box[2]![0]) / 3, (box[0]![1] + box[1]![1] + box[2]![1]) / 3];
    body.push(`<g><title>${escapeXml(`${p.x}${p.y}${p.down ? "'" : ''} ${p.piece}`)}</title>`);
    for (const e of p.edges) {
      const color = p.down && svgOptions.mate ? svgOptions.mate[e.color] : e.color;
      const fill = EDGE_COLORS[color].fill;
      // A hairline of the same color closes the seams anti-aliasing would leave.
      body.push(`<path d="M${at(centre)}L${at(e.from)}L${at(e.to)}Z" fill="${fill}" stroke="${fill}" stroke-width="0.5" stroke-linejoin="round"/>`);
    }
    body.push(`<path d="M${box.map(at).join('L')}Z" fill="none" stroke="#222222" stroke-width="1" stroke-linejoin="round"/>`, '</g>');
  }
  const boundary = outline(placed.map(corners)).map((loop) =>
    loop.map((q): Point => {
      const [x, y] = page(q);
      return [x - minX, y - minY];
    }),
  );
  if (boundary.length > 0) {
    body.push(`<path d="${loopsPath(boundary, size, margin, margin)}" fill="none" stroke="#222222" stroke-width="3" stroke-linejoin="round"/>`);
  }
  // the legend of the four colors if asked; at least 120 pixels wide, whatever the options' minWidth
  const asked = { legend: svgOptions.legend === true };
  const colors = new Map(COLORS.map((c) => [c, EDGE_COLORS[c]]));
  return svgPicture(body, Math.ceil(width * size + 2 * margin), Math.ceil(height * size + 2 * margin), asked, { colors, margin });
}

/**
 * A solution of `polydance macmahon` in ASCII art, y upwards: the unit triangles in
 * the layout of the triangle lattice's drawing (each row three lines high, each edge
 * six characters wide), every edge drawn with its color letter at its middle:
 *
 * ```
 *   /\
 *  b  c        Δ with bottom a, left b, right c
 * /__a_\
 * ```
 */
export function drawMacmahonAscii(options: readonly (readonly string[])[]): string {
  const placed = readSolution(options);
  if (placed.length === 0) return '';
  const ys = placed.map((p) => p.y);
  const xs = placed.map((p) => p.x);
  const [x0, y0, y1] = [Math.min(...xs), Math.min(...ys), Math.max(...ys)];
  const width = 6 * (Math.max(...xs) - x0 + 2) + 3 * (y1 - y0 + 2);
  const canvas = Array.from({ length: 3 * (y1 - y0 + 1) + 1 }, () => Array<string>(width).fill(' '));
  const put = (line: number, col: number, ch: string): void => {
    const row = canvas[line];
    if (row && col >= 0 && col < width) row[col] = ch;
  };
  for (const p of placed) {
    for (const e of p.edges) {
      // The edge belongs to Δ (x, y): its base, or its left or right side.
      const [[ax, ay], [bx, by]] = [e.from, e.to];
      const x = Math.min(ax, bx);
      const y = Math.min(ay, by);
      const top = 1 + 3 * (y1 - y);
      const c = 6 * (x - x0) + 3 * (y - y0);
      if (ay === by) {
        for (let k = 1; k <= 4; k++) put(top + 2, c + k, k === 3 ? e.color : '_');
      } else if (ax === bx) {
        for (let k = 0; k < 3; k++) put(top + k, c + 2 - k, k === 1 ? e.color : '/');
      } else {
        for (let k = 0; k < 3; k++) put(top + k, c + 3 + k, k === 1 ? e.color : '\\');
      }
    }
  }
  const lines = canvas.map((row) => row.join('').trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  const indent = Math.min(...lines.filter((l) => l !== '').map((l) => l.length - l.trimStart().length));
  return `${lines.map((l) => l.slice(indent)).join('\n')}\n`;
}
