import { escapeXml } from './outline.js';
import type { PieceColor } from './palette.js';

/** SVG elements of a legend (a swatch and a name per piece) starting at (x, y); returns them and their height. */
export function legend(colors: ReadonlyMap<string, PieceColor>, x: number, y: number, width: number): { body: string[]; height: number } {
  const body: string[] = [];
  const itemWidth = 90;
  const perRow = Math.max(1, Math.floor(width / itemWidth));
  let i = 0;
  for (const [name, color] of colors) {
    const cx = x + (i % perRow) * itemWidth;
    const cy = y + Math.floor(i / perRow) * 22;
    body.push(
      `<rect x="${cx}" y="${cy}" width="16" height="16" fill="${color.fill}" stroke="#222222"/>`,
      `<text x="${cx + 22}" y="${cy + 13}" font-family="sans-serif" font-size="13" fill="#000000">${escapeXml(name)}</text>`,
    );
    i++;
  }
  return { body, height: Math.ceil(i / perRow) * 22 };
}
