import { svgDocument } from '@polydance/lattice';
import type { PlacedPiece } from '@polydance/lattice';

/** Lays shapes out left to right on shelves at most `width` cells wide, one cell apart. */
export function shelves(shapes: readonly PlacedPiece[], width: number): PlacedPiece[] {
  const placed: PlacedPiece[] = [];
  let row = 0;
  let col = 0;
  let shelfHeight = 0;
  for (const shape of shapes) {
    const h = Math.max(...shape.cells.map((c) => c[0]!)) + 1;
    const w = Math.max(...shape.cells.map((c) => c[1]!)) + 1;
    if (col > 0 && col + w > width) {
      row += shelfHeight + 1;
      col = 0;
      shelfHeight = 0;
    }
    placed.push({ name: shape.name, cells: shape.cells.map(([x = 0, y = 0]) => [x + row, y + col]) });
    col += w + 1;
    shelfHeight = Math.max(shelfHeight, h);
  }
  return placed;
}

/** The width and height of an SVG document, from its opening tag. */
function size(svg: string): [number, number] {
  const m = /^<svg [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  if (!m) throw new Error('not an SVG document of the lattice drawings');
  return [Number(m[1]), Number(m[2])];
}

/**
 * SVG pictures set side by side, left to right on shelves at most `width` pixels wide,
 * in one document (each stays a document of its own, nested at its place).
 */
export function svgShelves(pictures: readonly string[], width: number): string {
  const body: string[] = [];
  let [x, y, shelf, widest] = [0, 0, 0, 0];
  for (const svg of pictures) {
    const [w, h] = size(svg);
    if (x > 0 && x + w > width) [x, y, shelf] = [0, y + shelf, 0];
    body.push(svg.trimEnd().replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /, `<svg x="${x}" y="${y}" `));
    x += w;
    shelf = Math.max(shelf, h);
    widest = Math.max(widest, x);
  }
  return svgDocument(widest, y + shelf, body);
}

/** Text pictures set side by side, two blanks apart, on shelves at most `width` characters wide. */
export function textShelves(pictures: readonly string[], width: number): string {
  const out: string[] = [];
  let shelf: string[] = [];
  let used = 0;
  const flush = (): void => {
    if (out.length > 0 && shelf.length > 0) out.push('');
    out.push(...shelf.map((l) => l.trimEnd()));
    shelf = [];
    used = 0;
  };
  for (const picture of pictures) {
    const lines = picture.replace(/\n$/, '').split('\n');
    const w = Math.max(...lines.map((l) => l.length));
    if (used > 0 && used + 2 + w > width) flush();
    const at = used === 0 ? 0 : used + 2;
    while (shelf.length < lines.length) shelf.push(' '.repeat(used));
    shelf = shelf.map((l, i) => l.padEnd(at) + (lines[i] ?? ''));
    used = at + w;
  }
  flush();
  return `${out.join('\n')}\n`;
}
