import { keysLine, pieceColors, pieceKeys, stickGridBackground, stickPicture, stickStrokes, stickTag, stickTagSize, svgNumber as num } from '@polydance/lattice';
import type { PlacedPiece, SvgOptions } from '@polydance/lattice';
import { decodeDigit } from '@polydance/spec-parser';

/**
 * Pictures of polystick solutions. The stick lattice's x runs to the right and its y
 * runs up, as in Knuth's figures of tetrasticks (and as the names say: `Hxy` is a
 * horizontal edge, the counterclockwise quarter turn is (x,y) → (−y,x)); so the
 * drawings put the least y at the bottom.
 *
 * A placed piece's cells are its edges, each given by its two endpoints
 * `[x, y, x', y']` as {@link stickItem} returns them.
 */

/** An edge of the stick lattice by its endpoints `[x, y, x', y']`: (x,y) to (x+1,y) or (x,y) to (x,y+1). */
export type StickEdge = readonly [number, number, number, number];

/**
 * The edge named by a DLX item `Hxy` (from (x,y) to (x+1,y)) or `Vxy` (from (x,y)
 * to (x,y+1)), coordinates as radix-62 digits, as its endpoints `[x, y, x', y']`;
 * undefined for any other item (junctions `Ixy`, piece names).
 */
export function stickItem(item: string): [number, number, number, number] | undefined {
  if (item.length !== 3) return undefined;
  const kind = item[0];
  if (kind !== 'H' && kind !== 'V') return undefined;
  const x = decodeDigit(item[1]!);
  const y = decodeDigit(item[2]!);
  if (x < 0 || y < 0) return undefined;
  return kind === 'H' ? [x, y, x + 1, y] : [x, y, x, y + 1];
}

/** Whether an item names a junction `Ixy`. */
function isJunction(item: string): boolean {
  return item.length === 3 && item[0] === 'I' && decodeDigit(item[1]!) >= 0 && decodeDigit(item[2]!) >= 0;
}

/**
 * Splits a DLX option of a polystick problem into a placed piece, whatever the order
 * of its items: items `Hxy` and `Vxy` are its edges ({@link stickItem}), junctions
 * `Ixy` are left out, and the first other item is the piece's name. A color
 * (`x:c`) is not part of an item's name here.
 */
export function stickPiece(items: readonly string[]): PlacedPiece {
  const cells: StickEdge[] = [];
  let name: string | undefined;
  for (const token of items) {
    const colon = token.indexOf(':');
    const item = colon < 0 ? token : token.slice(0, colon);
    const edge = stickItem(item);
    if (edge) cells.push(edge);
    else if (!isJunction(item)) name ??= item;
  }
  return { name: name ?? '?', cells };
}

/** The edges of a piece that are unit edges of the lattice, each from its lesser endpoint. */
function edgesOf(piece: PlacedPiece): StickEdge[] {
  const edges: StickEdge[] = [];
  for (const c of piece.cells) {
    const [ax = NaN, ay = NaN, bx = NaN, by = NaN] = c;
    if (![ax, ay, bx, by].every(Number.isInteger) || Math.abs(ax - bx) + Math.abs(ay - by) !== 1) continue;
    edges.push(ax < bx || ay < by ? [ax, ay, bx, by] : [bx, by, ax, ay]);
  }
  return edges;
}

interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The least and greatest coordinates of the edges' endpoints; undefined when there are none. */
function bounds(edges: readonly StickEdge[]): Bounds | undefined {
  if (edges.length === 0) return undefined;
  const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const [ax, ay, bx, by] of edges) {
    b.x0 = Math.min(b.x0, ax);
    b.y0 = Math.min(b.y0, ay);
    b.x1 = Math.max(b.x1, bx);
    b.y1 = Math.max(b.y1, by);
  }
  return b;
}

/** Characters that draw the grid, so never a piece's key. */
const RESERVED = /[\s+|-]/;

/**
 * A solution in plain text, y upwards: every lattice point of the bounding box is a
 * `+`, a horizontal edge of a piece is `-k-` and a vertical edge `k`, where `k` is
 * the piece's key, one character (the name itself for one-character names). When a
 * key differs from its name, a last line `key: k=NAME …` tells which is which.
 * Edges no piece covers stay blank.
 */
export function drawStickAscii(pieces: readonly PlacedPiece[]): string {
  const perPiece = pieces.map(edgesOf);
  const box = bounds(perPiece.flat());
  if (!box) return '\n';
  const { x0, y0, x1, y1 } = box;
  const cols = x1 - x0 + 1;
  const keys = pieceKeys(pieces.map((p) => p.name), RESERVED);
  // Owner keys of the horizontal edge from (x,y) and of the vertical edge from (x,y).
  const hOwner = new Map<number, string>();
  const vOwner = new Map<number, string>();
  const at = (x: number, y: number): number => (y - y0) * cols + (x - x0);
  pieces.forEach((p, i) => {
    const key = keys.get(p.name) ?? '?';
    for (const [ax, ay, bx] of perPiece[i]!) (bx > ax ? hOwner : vOwner).set(at(ax, ay), key);
  });
  const lines: string[] = [];
  for (let y = y1; y >= y0; y--) {
    let points = '';
    for (let x = x0; x <= x1; x++) {
      points += '+';
      if (x < x1) {
        const k = hOwner.get(at(x, y));
        points += k === undefined ? '   ' : `-${k}-`;
      }
    }
    lines.push(points.trimEnd());
    if (y > y0) {
      let verticals = '';
      for (let x = x0; x <= x1; x++) verticals += `${vOwner.get(at(x, y - 1)) ?? ' '}${x < x1 ? '   ' : ''}`;
      lines.push(verticals.trimEnd());
    }
  }
  const key = keysLine(keys);
  if (key !== undefined) lines.push(key);
  return `${lines.join('\n')}\n`;
}

/**
 * The maximal straight runs of a set of edges, so that collinear consecutive edges
 * become one segment: horizontal runs by y then x, then vertical runs by x then y.
 */
function straightRuns(edges: readonly StickEdge[]): StickEdge[] {
  const runs: StickEdge[] = [];
  for (const horizontal of [true, false]) {
    // For horizontal edges: line = y, position = x; for vertical ones the other way.
    const along = edges
      .filter(([ax, , bx]) => bx > ax === horizontal)
      .map(([ax, ay]): [number, number] => (horizontal ? [ay, ax] : [ax, ay]))
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let i = 0;
    while (i < along.length) {
      const [line, start] = along[i]!;
      let end = start + 1;
      i++;
      while (i < along.length && along[i]![0] === line && along[i]![1] <= end) {
        end = Math.max(end, along[i]![1] + 1);
        i++;
      }
      runs.push(horizontal ? [start, line, end, line] : [line, start, line, end]);
    }
  }
  return runs;
}

/** The edge whose midpoint is nearest the mean of all midpoints (ties: the first). */
function middleEdge(edges: readonly StickEdge[]): StickEdge | undefined {
  const mid = (e: StickEdge): [number, number] => [(e[0] + e[2]) / 2, (e[1] + e[3]) / 2];
  const mx = edges.reduce((s, e) => s + mid(e)[0], 0) / edges.length;
  const my = edges.reduce((s, e) => s + mid(e)[1], 0) / edges.length;
  let best: StickEdge | undefined;
  let bestD = Infinity;
  for (const e of edges) {
    const [x, y] = mid(e);
    const d = (x - mx) ** 2 + (y - my) ** 2;
    if (d < bestD) [best, bestD] = [e, d];
  }
  return best;
}

/**
 * A solution as SVG, y upwards: a faint grid (the lattice points and unit edges of
 * the bounding box), then each piece as thick segments with round ends in its
 * palette color over a thin dark casing, so that pieces meeting at a point stay
 * apart; then each piece's name on a tag at its middle edge; optionally a legend.
 * Collinear consecutive edges of a piece are drawn as one segment. Each piece is
 * one `<g>` (with a `<title>`), in the order given; the tags follow in one `<g>`.
 */
export function drawStickSvg(pieces: readonly PlacedPiece[], options: SvgOptions = {}): string {
  const unit = options.cell ?? 40;
  const margin = Math.max(8, Math.round(unit * 0.5));
  const perPiece = pieces.map(edgesOf);
  const box = bounds(perPiece.flat()) ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
  const px = (x: number): string => num(margin + (x - box.x0) * unit);
  const py = (y: number): string => num(margin + (box.y1 - y) * unit);
  const colors = pieceColors(options.names ?? pieces.map((p) => p.name));
  const body: string[] = [];

  let grid = '';
  for (let y = box.y0; y <= box.y1; y++) grid += `M${px(box.x0)},${py(y)}H${px(box.x1)}`;
  for (let x = box.x0; x <= box.x1; x++) grid += `M${px(x)},${py(box.y1)}V${py(box.y0)}`;
  let dots = '';
  for (let y = box.y1; y >= box.y0; y--) for (let x = box.x0; x <= box.x1; x++) dots += `M${px(x)},${py(y)}h0`;
  body.push(...stickGridBackground(grid, dots, unit));

  // at least as wide as any name tag
  const width = Math.max((box.x1 - box.x0) * unit + 2 * margin, ...pieces.map((p) => stickTagSize(p.name, unit)[0] + 2));
  const height = (box.y1 - box.y0) * unit + 2 * margin;
  const tags: string[] = [];
  pieces.forEach((piece, i) => {
    const edges = perPiece[i]!;
    const color = colors.get(piece.name) ?? { fill: '#DDDDDD', text: '#000000' };
    const d = straightRuns(edges)
      .map(([ax, ay, bx, by]) => (ay === by ? `M${px(ax)},${py(ay)}H${px(bx)}` : `M${px(ax)},${py(ay)}V${py(by)}`))
      .join('');
    body.push(...stickStrokes(piece.name, d, color, unit));
    const middle = middleEdge(edges);
    if (middle) {
      const cx = margin + ((middle[0] + middle[2]) / 2 - box.x0) * unit;
      const cy = margin + (box.y1 - (middle[1] + middle[3]) / 2) * unit;
      tags.push(...stickTag(cx, cy, piece.name, color, unit, [width, height]));
    }
  });
  return stickPicture(body, tags, { width, height, margin }, colors, options);
}
