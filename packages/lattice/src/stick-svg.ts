import { svgPicture } from './drawing.js';
import type { SvgOptions } from './drawing.js';
import type { PieceColor } from './palette.js';
import { escapeXml } from './outline.js';

/** A number in SVG text: rounded to 0.01. */
export const svgNumber = (v: number): string => String(Math.round(v * 100) / 100);

/** The widths of a stick's stroke and of the dark casing around it, for an edge `unit` pixels long. */
export function stickWidths(unit: number): { stroke: number; casing: number } {
  return { stroke: unit * 0.2, casing: Math.max(1, unit * 0.04) };
}

/**
 * A piece of sticks as SVG: one `<g>` with its name as `<title>`, its path `d` drawn as
 * a thick stroke with round ends in its color over a thin dark casing (so that pieces
 * meeting at a point stay apart).
 */
export function stickStrokes(name: string, d: string, color: PieceColor, unit: number): string[] {
  const { stroke, casing } = stickWidths(unit);
  const line = 'fill="none" stroke-linecap="round" stroke-linejoin="round"';
  return [
    `<g><title>${escapeXml(name)}</title>`,
    `<path d="${d}" ${line} stroke="#222222" stroke-width="${svgNumber(stroke + 2 * casing)}"/>`,
    `<path d="${d}" ${line} stroke="${color.fill}" stroke-width="${svgNumber(stroke)}"/>`,
    '</g>',
  ];
}

/** The size of a piece's name tag (width, height, font size) for cells of `unit` pixels. */
export function stickTagSize(name: string, unit: number): [number, number, number] {
  const baseFont = Math.max(8, Math.round(unit * 0.3));
  const chars = [...name].length;
  const fit = Math.floor((unit * 0.7) / (chars * 0.62 + 0.6));
  const fontSize = Math.max(Math.min(baseFont, fit), Math.min(baseFont, Math.round(unit * 0.2)));
  const h = fontSize * 1.3;
  return [Math.max(h, chars * fontSize * 0.62 + fontSize * 0.6), h, fontSize];
}

/**
 * A piece's name on a tag centred at (cx, cy) (an edge's midpoint): a rounded box in its
 * color, at most 0.7 of an edge long so that it stays clear of the neighbours' strokes,
 * unless that would make the text smaller than 0.2 of an edge.
 */
export function stickTag(cx: number, cy: number, name: string, color: PieceColor, unit: number, within?: readonly [number, number]): string[] {
  const { casing } = stickWidths(unit);
  const [w, h, fontSize] = stickTagSize(name, unit);
  const n = svgNumber;
  if (within) {
    // moved along its edge, if need be, to lie inside the picture (width, height) whole
    cx = Math.min(Math.max(cx, w / 2 + 1), within[0] - w / 2 - 1);
    cy = Math.min(Math.max(cy, h / 2 + 1), within[1] - h / 2 - 1);
  }
  return [
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${color.fill}" stroke="#222222" stroke-width="${n(casing)}"/>`,
    `<text x="${n(cx)}" y="${n(cy)}" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="central" fill="${color.text}">${escapeXml(name)}</text>`,
  ];
}

/** The faint background of a drawing of sticks: the grid's edges (a path), then its points as dots. */
export function stickGridBackground(edges: string, dots: string, unit: number): string[] {
  return [
    `<path d="${edges}" fill="none" stroke="#E2E2E2" stroke-width="1"/>`,
    `<path d="${dots}" fill="none" stroke="#B4B4B4" stroke-width="${svgNumber(Math.max(3, unit * 0.1))}" stroke-linecap="round"/>`,
  ];
}

/**
 * The SVG document of a picture of sticks `width` × `height` pixels: its background
 * and pieces (`body`), then their name tags in one `<g>`, then, when the options ask
 * for one, the legend of `colors` (its rows as wide as the picture, or as 120 pixels
 * if that is more, less a margin on each side).
 */
export function stickPicture(
  body: readonly string[],
  tags: readonly string[],
  size: { readonly width: number; readonly height: number; readonly margin: number },
  colors: ReadonlyMap<string, PieceColor>,
  options: SvgOptions,
): string {
  const { width, height, margin } = size;
  const all = tags.length > 0 ? [...body, '<g>', ...tags, '</g>'] : body;
  return svgPicture(all, width, height, options, { colors, margin, width: Math.max(width, 120) - 2 * margin });
}
