import type { LatticeDescriptor } from './descriptor.js';
import { svgDocument } from './drawing.js';
import type { PlacedPiece, SvgOptions } from './drawing.js';
import { escapeXml } from './outline.js';
import type { Problem } from '@polydance/exact-cover';
import type { PolyformResult } from './polyform.js';

/** One picture of a sheet: a caption over some pieces. */
export interface SheetPanel {
  readonly caption: string;
  readonly pieces: readonly PlacedPiece[];
}

/**
 * Panels in box-drawing characters, side by side in rows at most `width` characters
 * wide (a panel wider than that has a row of its own), each its caption over its
 * drawing; `draw` is a lattice's drawing of pieces.
 */
export function asciiSheet(panels: readonly SheetPanel[], draw: (pieces: readonly PlacedPiece[]) => string, width = 78): string {
  const blocks = panels.map((p) => {
    const lines = [p.caption, ...draw(p.pieces).replace(/\n+$/, '').split('\n')];
    return { lines, width: Math.max(...lines.map((l) => [...l].length)) };
  });
  const out: string[] = [];
  let row: typeof blocks = [];
  const flush = (): void => {
    if (row.length === 0) return;
    const height = Math.max(...row.map((b) => b.lines.length));
    for (let i = 0; i < height; i++) {
      out.push(
        row
          .map((b, k) => {
            const line = b.lines[i] ?? '';
            return k === row.length - 1 ? line : line + ' '.repeat(b.width - [...line].length);
          })
          .join('   ')
          .trimEnd(),
      );
    }
    out.push('');
    row = [];
  };
  let used = 0;
  for (const b of blocks) {
    if (row.length > 0 && used + 3 + b.width > width) flush();
    used = row.length === 0 ? b.width : used + 3 + b.width;
    row.push(b);
  }
  flush();
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

/** The size of an SVG document a lattice drew, from its `width` and `height`. */
function svgSize(svg: string): { width: number; height: number } {
  const m = /<svg[^>]*\swidth="([\d.]+)"[^>]*\sheight="([\d.]+)"/.exec(svg);
  return { width: Number(m?.[1] ?? 0), height: Number(m?.[2] ?? 0) };
}

/** A picture already drawn (an SVG document of its own) and the caption that goes under it. */
export interface DrawnPanel {
  readonly svg: string;
  readonly caption: string;
}

/**
 * Pictures as one SVG document, a contact sheet: each nested where it goes (its own
 * size and view box), its caption under it, in rows at most `width` pixels wide.
 */
export function svgGrid(panels: readonly DrawnPanel[], width = 720): string {
  const gap = 16;
  const captionHeight = 18;
  const drawn = panels.map((p) => {
    const size = svgSize(p.svg);
    const captionWidth = p.caption.length * 7 + 8;
    return { ...p, ...size, boxWidth: Math.max(size.width, captionWidth) };
  });
  const body: string[] = [];
  let x = gap;
  let y = gap;
  let rowHeight = 0;
  let right = 0;
  for (const d of drawn) {
    if (x > gap && x + d.boxWidth > width) {
      x = gap;
      y += rowHeight + gap;
      rowHeight = 0;
    }
    // the picture's document, nested: its own size and view box, moved to (x, y)
    body.push(d.svg.trim().replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, `<svg x="${x}" y="${y}"`));
    body.push(
      `<text x="${x + 4}" y="${y + d.height + 13}" font-family="sans-serif" font-size="12" fill="#000000">${escapeXml(d.caption)}</text>`,
    );
    x += d.boxWidth + gap;
    right = Math.max(right, x);
    rowHeight = Math.max(rowHeight, d.height + captionHeight);
  }
  return svgDocument(right, y + rowHeight + gap, body);
}

/**
 * Panels as one SVG document ({@link svgGrid}): each panel drawn by `draw` (a lattice's
 * drawing of pieces, as a document of its own), in rows at most `width` pixels wide.
 * Colors stay the same across panels for the names in `options.names`.
 */
export function svgSheet(
  panels: readonly SheetPanel[],
  draw: (pieces: readonly PlacedPiece[], options: SvgOptions) => string,
  options: SvgOptions & { readonly width?: number } = {},
): string {
  const settings = { ...(options.cell === undefined ? {} : { cell: options.cell }), ...(options.names === undefined ? {} : { names: options.names }) };
  return svgGrid(
    panels.map((p) => ({ svg: draw(p.pieces, settings), caption: p.caption })),
    options.width ?? 720,
  );
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * The pieces of a generated spec, one panel each: the piece as its first line writes
 * it, captioned with its name, its multiplicity and handedness where a line gives them,
 * and the number of its orientations (base placements, all its lines together).
 * `cellOf` gives the coordinates a lattice's drawing takes for an item name.
 */
export function piecePanels(result: PolyformResult, cellOf: (item: string) => readonly number[] | undefined): SheetPanel[] {
  return result.spec.pieces.map((piece, p) => {
    const bases = result.bases.filter((b) => b.piece === p);
    const lines = piece.lines.map((i) => result.spec.pieceLines[i]!);
    const hands = [...new Set(lines.map((l) => l.hand).filter((h) => h !== undefined))];
    const multiplicity = piece.multiplicity === '1' ? '' : `${piece.multiplicity}|`;
    const caption = `${multiplicity}${piece.name}${hands.length > 0 ? `:${hands.join(',')}` : ''}: ${plural(bases.length, 'orientation')}`;
    const cells = (bases[0]?.shape.cells ?? []).flatMap((k) => {
      const c = cellOf(result.cellName(k));
      return c ? [c] : [];
    });
    return { caption, pieces: [{ name: piece.name, cells }] };
  });
}

/**
 * The box of a generated problem (`names`: its pieces' names, which are no cells): a
 * panel of its primary cells and one of its secondary cells (those with a suffix,
 * covered at most once), if there are any, each cell labelled with its name (without
 * the suffix). Secondary items that are no cells of the box (a stick box's junctions,
 * the edges of MacMahon's triangles) are counted in the caption.
 */
export function boxPanels(
  result: { readonly problem: Problem; readonly names: readonly string[] },
  lattice: Pick<LatticeDescriptor, 'parseItem' | 'formatItem' | 'boxKinds' | 'name'>,
  cellOf: (item: string) => readonly number[] | undefined,
): SheetPanel[] {
  const pieces = new Set(result.names);
  const unit = lattice.name === 'stick' ? 'edge' : 'cell';
  const located = (items: readonly string[]) => {
    const out: PlacedPiece[] = [];
    const suffixes = new Set<string>();
    let others = 0;
    for (const item of items) {
      const parsed = lattice.parseItem(item);
      if (!parsed || !lattice.boxKinds.includes(parsed.site.kind)) {
        others++;
        continue;
      }
      const base = lattice.formatItem(parsed.site) ?? item;
      const c = cellOf(base);
      if (!c) {
        others++;
        continue;
      }
      if (parsed.suffix !== '') suffixes.add(parsed.suffix);
      out.push({ name: base, cells: [c] });
    }
    return { out, suffixes, others };
  };
  const primary = located(result.problem.primary.map((i) => i.name).filter((n) => !pieces.has(n)));
  const secondary = located(result.problem.secondary.map((i) => i.name));
  const extra = secondary.others > 0 ? `; and ${plural(secondary.others, 'other secondary item')} (${lattice.name === 'stick' ? 'junctions' : `not ${unit}s`})` : '';
  const panels: SheetPanel[] = [{ caption: `the box: ${plural(primary.out.length, `primary ${unit}`)}${secondary.out.length === 0 ? extra : ''}`, pieces: primary.out }];
  if (secondary.out.length > 0) {
    const marks = [...secondary.suffixes].map((s) => `'${s}'`).join(', ');
    panels.push({ caption: `${plural(secondary.out.length, `secondary ${unit}`)} (suffix ${marks}: covered at most once)${extra}`, pieces: secondary.out });
  }
  return panels;
}
