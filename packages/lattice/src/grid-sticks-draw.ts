import type { PlacedPiece, SvgOptions } from './drawing.js';
import { edgeBetween, edgeEnds, gridStickItem } from './grid-sticks.js';
import type { StickGrid } from './grid-sticks.js';
import { keysLine, pieceKeys } from './keys.js';
import type { Point } from './outline.js';
import { pieceColors } from './palette.js';
import { stickGridBackground, stickPicture, stickStrokes, stickTag, stickTagSize, svgNumber as num } from './stick-svg.js';

/*
 * Pictures of sticks on a grid other than the square one (see grid-sticks.ts). A placed
 * piece's cells are its edges, each given by its two end points `[x, y, x', y']` in the
 * grid's coordinates, as gridStickCell reads them from items.
 */

/** The end points `[x, y, x', y']` of the edge an item names (`Hxy`, no suffix), or undefined for any other item. */
export function gridStickCell(grid: StickGrid, item: string): [number, number, number, number] | undefined {
  const e = gridStickItem(grid, item);
  if (!e) return undefined;
  const [[ax, ay], [bx, by]] = edgeEnds(grid, e);
  return [ax, ay, bx, by];
}

/**
 * An option of a problem of sticks as a placed piece, whatever the order of its items:
 * its edges, the junction items `Ixyk` left out, and the first other item as the name
 * (a color `:c` is not part of an item's name here).
 */
export function gridStickPiece(grid: StickGrid, items: readonly string[]): PlacedPiece {
  const cells: (readonly number[])[] = [];
  let name: string | undefined;
  for (const token of items) {
    const colon = token.indexOf(':');
    const item = colon < 0 ? token : token.slice(0, colon);
    const edge = gridStickCell(grid, item);
    if (edge) cells.push(edge);
    else if (!/^I[0-9a-zA-Z]{2}\d$/.test(item)) name ??= item;
  }
  return { name: name ?? '?', cells };
}

/** The edges of a piece that are edges of the grid, each as its two end points, the one further left (then lower) first. */
function edgesOf(grid: StickGrid, piece: PlacedPiece): [Point, Point][] {
  const out: [Point, Point][] = [];
  for (const [ax = NaN, ay = NaN, bx = NaN, by = NaN] of piece.cells) {
    if (![ax, ay, bx, by].every(Number.isInteger) || !edgeBetween(grid, [ax, ay], [bx, by])) continue;
    const [pa, pb] = [grid.page([ax, ay]), grid.page([bx, by])];
    out.push(pa[0] < pb[0] - 1e-9 || (Math.abs(pa[0] - pb[0]) < 1e-9 && pa[1] < pb[1]) ? [[ax, ay], [bx, by]] : [[bx, by], [ax, ay]]);
  }
  return out;
}

/** Characters that draw the grid, so never a piece's key. */
const RESERVED = /[\s+/\\-]/;

/**
 * A solution in plain text, y upwards: a point of the grid is a `+` (where a piece's
 * edge ends), six characters to the right of its neighbour along x and three lines
 * below its neighbour along y (which is half an edge to the right: the grid's second
 * axis leans at 60°). A level edge is `--k--`, a slanted one a `/` or `\` and the key
 * `k`, the key below; `k` is one character per piece (the name itself for names of one
 * character; a last line `key: k=NAME …` tells the others). Edges no piece covers stay
 * blank. The three edges of a triangle of piece A:
 *
 * ```
 *    +
 *   / \
 *  A   A
 * +--A--+
 * ```
 */
export function drawGridSticksAscii(grid: StickGrid, pieces: readonly PlacedPiece[]): string {
  const perPiece = pieces.map((p) => edgesOf(grid, p));
  const points = perPiece.flat().flat();
  if (points.length === 0) return '\n';
  const keys = pieceKeys(
    pieces.map((p) => p.name),
    RESERVED,
  );
  // character positions: 6 columns per unit of x, 3 per unit of y; 3 lines per unit of y
  const col = ([x, y]: Point): number => 6 * x + 3 * y;
  const ymax = Math.max(...points.map((p) => p[1]));
  const line = ([, y]: Point): number => 3 * (ymax - y);
  const c0 = Math.min(...points.map(col));
  const width = Math.max(...points.map(col)) - c0 + 1;
  const height = Math.max(...points.map(line)) + 1;
  const canvas = Array.from({ length: height }, () => Array<string>(width).fill(' '));
  const put = (l: number, c: number, ch: string): void => {
    canvas[l]![c - c0] = ch;
  };
  pieces.forEach((piece, i) => {
    const key = keys.get(piece.name) ?? '?';
    for (const [a, b] of perPiece[i]!) {
      const [ca, la, cb, lb] = [col(a), line(a), col(b), line(b)];
      put(la, ca, '+');
      put(lb, cb, '+');
      if (la === lb) {
        for (let c = ca + 1; c < cb; c++) put(la, c, '-');
        put(la, (ca + cb) / 2, key);
      } else if (lb < la) {
        put(la - 1, ca + 1, key);
        put(la - 2, ca + 2, '/');
      } else {
        put(la + 1, ca + 1, '\\');
        put(la + 2, ca + 2, key);
      }
    }
  });
  const lines = canvas.map((row) => row.join('').trimEnd());
  const key = keysLine(keys);
  if (key !== undefined) lines.push(key);
  return `${lines.join('\n')}\n`;
}

/**
 * A solution as SVG, y upwards: a faint grid (the grid's edges and points within the
 * pieces' reach), then each piece as thick segments with round ends in its palette color
 * over a thin dark casing, so that pieces meeting at a point stay apart; then each
 * piece's name on a tag at its middle edge; optionally a legend. `cell` is the length of
 * an edge in pixels (default 40). Each piece is one `<g>` (with a `<title>`), in the
 * order given; the tags follow in one `<g>`.
 */
export function drawGridSticksSvg(grid: StickGrid, pieces: readonly PlacedPiece[], options: SvgOptions = {}): string {
  const unit = options.cell ?? 40;
  const margin = Math.max(8, Math.round(unit * 0.5));
  const perPiece = pieces.map((p) => edgesOf(grid, p));
  const points = perPiece.flat().flat();
  const onPage = points.map(grid.page);
  const [x0, x1] = [Math.min(...onPage.map((p) => p[0])), Math.max(...onPage.map((p) => p[0]))];
  const [y0, y1] = [Math.min(...onPage.map((p) => p[1])), Math.max(...onPage.map((p) => p[1]))];
  const px = (p: Point): string => {
    const [x, y] = grid.page(p);
    return `${num(margin + (x - x0) * unit)},${num(margin + (y1 - y) * unit)}`;
  };
  const colors = pieceColors(options.names ?? pieces.map((p) => p.name));
  const body: string[] = [];

  if (points.length > 0) {
    // the grid's points and edges that lie within the pieces' reach on the page
    const inside = (p: Point): boolean => {
      const [x, y] = grid.page(p);
      return x >= x0 - 1e-9 && x <= x1 + 1e-9 && y >= y0 - 1e-9 && y <= y1 + 1e-9;
    };
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const [gx0, gx1, gy0, gy1] = [Math.min(...xs) - Math.ceil(y1 - y0) - 1, Math.max(...xs) + 1, Math.min(...ys) - 1, Math.max(...ys) + 1];
    let edges = '';
    let dots = '';
    for (let x = gx0; x <= gx1; x++) {
      for (let y = gy0; y <= gy1; y++) {
        if (grid.hasPoint(x, y) && inside([x, y])) dots += `M${px([x, y])}h0`;
        for (let kind = 0; kind < grid.kinds.length; kind++) {
          const [a, b] = edgeEnds(grid, { kind, x, y });
          if (grid.hasPoint(...a) && grid.hasPoint(...b) && inside(a) && inside(b)) edges += `M${px(a)}L${px(b)}`;
        }
      }
    }
    body.push(...stickGridBackground(edges, dots, unit));
  }

  // at least as wide as any name tag
  const width = Math.max(points.length > 0 ? (x1 - x0) * unit + 2 * margin : 2 * margin, ...pieces.map((p) => stickTagSize(p.name, unit)[0] + 2));
  const height = points.length > 0 ? (y1 - y0) * unit + 2 * margin : 2 * margin;
  const tags: string[] = [];
  pieces.forEach((piece, i) => {
    const edges = perPiece[i]!;
    const color = colors.get(piece.name) ?? { fill: '#DDDDDD', text: '#000000' };
    body.push(...stickStrokes(piece.name, edges.map(([a, b]) => `M${px(a)}L${px(b)}`).join(''), color, unit));
    // the name at the edge whose midpoint is nearest the mean of all midpoints
    const mids = edges.map(([a, b]) => {
      const [ax, ay] = grid.page(a);
      const [bx, by] = grid.page(b);
      return [(ax + bx) / 2, (ay + by) / 2] as const;
    });
    if (mids.length > 0) {
      const mx = mids.reduce((s, m) => s + m[0], 0) / mids.length;
      const my = mids.reduce((s, m) => s + m[1], 0) / mids.length;
      const best = mids.reduce((b, m) => ((m[0] - mx) ** 2 + (m[1] - my) ** 2 < (b[0] - mx) ** 2 + (b[1] - my) ** 2 - 1e-12 ? m : b));
      tags.push(...stickTag(margin + (best[0] - x0) * unit, margin + (y1 - best[1]) * unit, piece.name, color, unit, [width, height]));
    }
  });
  return stickPicture(body, tags, { width, height, margin }, colors, options);
}
