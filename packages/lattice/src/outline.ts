import { escapeText } from '@polydance/exact-cover';

/** A point of a drawing, in lattice units. */
export type Point = readonly [number, number];

const key = (p: Point): string => `${p[0]},${p[1]}`;

/**
 * The outline of a union of polygons (each given by its vertices in order): edges
 * shared by two polygons are inner edges and vanish; the rest are chained into closed
 * loops. Works for any polygons that meet edge to edge, such as the cells of a
 * square or triangular lattice.
 */
export function outline(polygons: readonly (readonly Point[])[]): Point[][] {
  const count = new Map<string, number>();
  const edges: [Point, Point][] = [];
  for (const poly of polygons) {
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      const k = [key(a), key(b)].sort().join('|');
      count.set(k, (count.get(k) ?? 0) + 1);
      edges.push([a, b]);
    }
  }
  const outer = edges.filter(([a, b]) => count.get([key(a), key(b)].sort().join('|')) === 1);
  const from = new Map<string, [Point, Point][]>();
  for (const e of outer) {
    const list = from.get(key(e[0])) ?? [];
    list.push(e);
    from.set(key(e[0]), list);
  }
  const used = new Set<[Point, Point]>();
  const loops: Point[][] = [];
  for (const start of outer) {
    if (used.has(start)) continue;
    const loop: Point[] = [];
    let e: [Point, Point] | undefined = start;
    while (e && !used.has(e)) {
      used.add(e);
      loop.push(e[0]);
      e = (from.get(key(e[1])) ?? []).find((n) => !used.has(n));
    }
    loops.push(simplify(loop));
  }
  return loops;
}

/** Drops vertices that lie on a straight line between their neighbours. */
function simplify(loop: Point[]): Point[] {
  return loop.filter((p, i) => {
    const a = loop[(i + loop.length - 1) % loop.length]!;
    const b = loop[(i + 1) % loop.length]!;
    return (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]) !== 0;
  });
}

/** An SVG path of closed loops (`M … Z` each), coordinates scaled by `scale` and rounded to 0.01. */
export function loopsPath(loops: readonly (readonly Point[])[], scale: number, dx = 0, dy = 0): string {
  const n = (v: number): string => String(Math.round(v * 100) / 100);
  return loops
    .map((loop) => `M${loop.map(([x, y]) => `${n(x * scale + dx)},${n(y * scale + dy)}`).join('L')}Z`)
    .join('');
}

// What XML cannot hold, even as a character reference (C0 controls but tab, line feed
// and carriage return; lone surrogates), and what would show nothing or turn the text
// around (DEL, C1, the line and paragraph separators, bidirectional controls, the byte
// order mark), and the two noncharacters U+FFFE and U+FFFF.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const XML_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff\ufffe\uffff]|[\ud800-\udfff]/gu;

/** One character XML cannot hold, written as escapeText writes it (the noncharacters, which it keeps, as `\u{fffe}`). */
function xmlEscape(c: string): string {
  const escaped = escapeText(c);
  return escaped !== c ? escaped : `\\u{${c.charCodeAt(0).toString(16)}}`;
}

/**
 * Escapes text for SVG/XML: markup characters as character references, and the
 * characters XML cannot hold or that would hide or reorder the text (a piece named with
 * NUL, ESC or U+2028) written out as a terminal message shows them (`\x1b`,
 * `\u{2028}`), so that the file stays valid XML and shows the name it was given.
 * Tabs and line breaks are kept.
 */
export function escapeXml(text: string): string {
  return text.replace(XML_UNSAFE, xmlEscape).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
