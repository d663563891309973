import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeXml } from '@polydance/lattice';
import type { Puzzle } from '@polydance/puzzles';
import { renderFigure } from './figures.js';
import { figureLattices } from './figures/lattices.js';

/**
 * The catalogue's thumbnails: one small SVG per puzzle (its first solution, or its
 * board when it has none), written as files next to the site's pages
 * (`scripts/thumbnails.ts`, before each build) and shown by the catalogue page as
 * lazily loaded images, so that the page itself stays small.
 */

/** The edge of a thumbnail, in CSS pixels. */
export const THUMBNAIL_SIZE = 96;

/** Where the thumbnails are served from, and written to under `pages/public`. */
export const THUMBNAIL_PATH = 'catalogue';

/** True when a count says the puzzle has no solution. */
export function unsolvable(p: Puzzle): boolean {
  return p.counts.all?.value === 0 || p.counts.distinct?.value === 0;
}

/**
 * A full-size figure made small: labels and tooltips dropped, and the picture scaled
 * to fit a square of {@link THUMBNAIL_SIZE} pixels (its viewBox keeps the drawing).
 */
export function shrink(svg: string): string {
  const open = /^<svg\b[^>]*>/.exec(svg);
  const width = /\bwidth="([\d.]+)"/.exec(open?.[0] ?? '');
  const height = /\bheight="([\d.]+)"/.exec(open?.[0] ?? '');
  if (!open || !width || !height) throw new Error('a figure without an <svg width height> element');
  const w = Number(width[1]);
  const h = Number(height[1]);
  const scale = THUMBNAIL_SIZE / Math.max(w, h);
  const size = (n: number): string => String(Math.max(1, Math.round(n * scale)));
  const head = open[0].replace(/\bwidth="[\d.]+"/, `width="${size(w)}"`).replace(/\bheight="[\d.]+"/, `height="${size(h)}"`);
  const body = svg
    .slice(open[0].length)
    .replace(/<title>[^<]*<\/title>/g, '')
    .replace(/<text\b[^>]*>[^<]*<\/text>\n?/g, '');
  return head + body;
}

/** A puzzle's thumbnail: its first solution, or its bare board when it has no solution. */
export function thumbnailSvg(p: Puzzle): string {
  if (!unsolvable(p)) return shrink(renderFigure(`${p.generator} --puzzle=${p.name} --solve=1`, '').svg!);
  if (p.generator !== 'macmahon') return board(renderFigure(`${p.generator} --puzzle=${p.name} --cells`, '').svg!);
  // MacMahon's boards are triangles of the triangular grid, named as polyiamond boxes name them
  const { problem } = figureLattices.find((l) => l.command === 'macmahon')!.generate(p.spec);
  const { cells, cell } = figureLattices.find((l) => l.command === 'polyiamond')!;
  const triangles = problem.primary.flatMap(({ name }) => {
    const at = cells!.cell(name);
    return at ? [{ name, cells: [at] }] : [];
  });
  if (triangles.length === 0) throw new Error(`no triangles in the board of ${p.name}`);
  return board(cells!.svg(triangles, { cell: cell * 2 }));
}

/**
 * A drawing of a board's cells (or edges), made small and grey: a board, not a
 * solution. Every color but greys (outlines, grid lines) becomes the board's.
 */
function board(svg: string): string {
  return shrink(svg).replace(/\b(fill|stroke)="#([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})"/g, (all, attribute: string, r: string, g: string, b: string) =>
    r === g && g === b ? all : `${attribute}="${BOARD_FILL}"`,
  );
}

/** The color of a board's cells. */
const BOARD_FILL = '#D8D8D8';

/** The thumbnail grid of some puzzles: each thumbnail a link to the puzzle's anchor. */
export function thumbnailGrid(puzzles: readonly Puzzle[]): string {
  const cells = puzzles.map(
    (p) =>
      `<a href="#${p.name}" title="${escapeXml(p.title)}"><img src="/${THUMBNAIL_PATH}/${p.name}.svg" alt="${p.name}" loading="lazy" width="${THUMBNAIL_SIZE}" height="${THUMBNAIL_SIZE}"></a>`,
  );
  return `<div class="pd-thumbs">\n${cells.join('\n')}\n</div>`;
}

/** Writes every puzzle's thumbnail into `dir` (as `NAME.svg`); returns the bytes written. */
export function writeThumbnails(puzzles: readonly Puzzle[], dir: string): number {
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const p of puzzles) {
    const svg = thumbnailSvg(p);
    writeFileSync(join(dir, `${p.name}.svg`), svg);
    bytes += Buffer.byteLength(svg);
  }
  return bytes;
}
