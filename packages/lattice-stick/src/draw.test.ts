import { describe, expect, it } from 'vitest';
import { drawStickAscii, drawStickSvg, stickItem, stickPiece } from './draw.js';
import { polystick } from './polystick-spec.js';
import { EXAMPLE } from './testing.js';

/** The first exact cover found by a plain search: primary items once, every other item at most once. */
function firstCover(options: readonly (readonly string[])[], primary: readonly string[]): (readonly string[])[] | undefined {
  const covered = new Set<string>();
  const chosen: (readonly string[])[] = [];
  const search = (): boolean => {
    const item = primary.find((p) => !covered.has(p));
    if (item === undefined) return true;
    for (const o of options) {
      if (!o.includes(item) || o.some((i) => covered.has(i))) continue;
      for (const i of o) covered.add(i);
      chosen.push(o);
      if (search()) return true;
      chosen.pop();
      for (const i of o) covered.delete(i);
    }
    return false;
  };
  return search() ? chosen : undefined;
}

const problem = polystick(EXAMPLE).problem;
const primary = problem.primary.map((i) => i.name);
const solution = firstCover(
  problem.options.map((o) => o.map((i) => i.item)),
  primary,
);

describe('stick items', () => {
  it('parses Hxy and Vxy as edges by their endpoints, radix-62 digits', () => {
    expect(stickItem('H00')).toEqual([0, 0, 1, 0]);
    expect(stickItem('V3a')).toEqual([3, 10, 3, 11]);
    expect(stickItem('HZ1')).toEqual([61, 1, 62, 1]);
  });
  it('recognizes nothing else', () => {
    for (const item of ['I11', 'H0', 'H000', 'H0!', 'X01', 'A', 'h01']) expect(stickItem(item)).toBeUndefined();
  });
  it('splits an option in any order: edges, junctions left out, the first other item the name', () => {
    const piece = { name: 'T', cells: [[0, 0, 1, 0], [1, 0, 2, 0]] };
    expect(stickPiece(['T', 'H00', 'H10', 'I10'])).toEqual(piece);
    expect(stickPiece(['I10', 'H00', 'T', 'H10'])).toEqual(piece);
    expect(stickPiece(['H00', 'I10', 'H10', 'T', 'U'])).toEqual(piece);
    // A piece named I is a name, not a junction.
    expect(stickPiece(['V00', 'I01', 'I', 'V01']).name).toBe('I');
  });
});

describe('drawStickAscii', () => {
  it('draws lattice points, and each edge with its piece, y upwards', () => {
    const pieces = [stickPiece(['L', 'H00', 'H10', 'V20']), stickPiece(['V00', 'V01', 'I01', 'I'])];
    expect(drawStickAscii(pieces)).toBe(['+   +   +', 'I', '+   +   +', 'I       L', '+-L-+-L-+', ''].join('\n'));
  });
  it('gives longer names one-character keys and says which is which', () => {
    const pieces = [stickPiece(['T0', 'H00', 'V10']), stickPiece(['T2', 'H01', 'H11'])];
    expect(drawStickAscii(pieces)).toBe(['+-2-+-2-+', '    0', '+-0-+   +', 'key: 0=T0 2=T2', ''].join('\n'));
  });
  it('falls back to letters when neither first nor last characters tell names apart', () => {
    const pieces = [stickPiece(['ab', 'H00']), stickPiece(['cb', 'H10']), stickPiece(['a-', 'H20'])];
    expect(drawStickAscii(pieces)).toBe(['+-B-+-C-+-A-+', 'key: A=a- B=ab C=cb', ''].join('\n'));
  });
  it('shows every edge of a solution of the example once, with its piece', () => {
    const text = drawStickAscii((solution ?? []).map(stickPiece));
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(7);
    // 12 horizontal edges and 12 vertical ones, each labelled by one of the six pieces.
    expect([...text.matchAll(/-([A-F])-/g)]).toHaveLength(12);
    expect(lines.filter((_, i) => i % 2 === 1).join('').replace(/ /g, '')).toMatch(/^[A-F]{12}$/);
  });
});

describe('drawStickSvg', () => {
  it('finds a solution of the example to draw', () => {
    expect(solution).toBeDefined();
    const covered = (solution ?? []).flat();
    for (const p of primary) expect(covered.filter((i) => i === p)).toHaveLength(1);
  });

  const pieces = (solution ?? []).map(stickPiece);
  const svg = drawStickSvg(pieces);

  it('matches the reviewed picture of the example', async () => {
    await expect(svg).toMatchFileSnapshot('./__snapshots__/tetrasticks-3x3.svg');
  });
  it('is deterministic and sized to the box', () => {
    expect(drawStickSvg(pieces)).toBe(svg);
    // 3 units of 40 and a margin of 20 on each side.
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"')).toBe(true);
  });
  it('has one group per piece, a casing and a colored stroke each, all colors distinct', () => {
    const groups = [...svg.matchAll(/<g><title>([^<]*)<\/title>\n<path d="([^"]+)"[^>]*stroke="#222222"[^>]*\/>\n<path d="\2"[^>]*stroke="(#[0-9A-F]{6})"/g)];
    expect(groups.map((g) => g[1]).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(new Set(groups.map((g) => g[3])).size).toBe(6);
    expect(groups.map((g) => g[3])).not.toContain('#222222');
  });
  it('merges collinear edges: the plus-shaped A is one horizontal and one vertical segment', () => {
    const plus = drawStickSvg([stickPiece(['A', 'H01', 'H11', 'V10', 'V11', 'I11'])]);
    // x to the right, y up: the point (0,1) is at (20, 60), (1,2) at (60, 20).
    expect(plus).toContain('<path d="M20,60H100M60,100V20"');
  });
  it('names each piece at its middle edge, and adds a legend when asked', () => {
    const tags = [...svg.matchAll(/<text [^>]*>([A-F])<\/text>/g)].map((m) => m[1]);
    expect(tags.sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    const withLegend = drawStickSvg(pieces, { legend: true });
    expect(withLegend).toMatch(/<text x="\d+" y="\d+" font-family="sans-serif" font-size="13" fill="#000000">F<\/text>/);
  });
  it('keeps the colors of a whole puzzle when given its names', () => {
    const one = drawStickSvg([stickPiece(['F', 'H00'])], { names: ['A', 'B', 'C', 'D', 'E', 'F'] });
    const color = /stroke="(#[0-9A-F]{6})" stroke-width="8"/.exec(svg.split('<title>F</title>')[1] ?? '')?.[1];
    expect(color).toBeDefined();
    expect(one).toContain(`stroke="${color ?? ''}" stroke-width="8"`);
  });
});

describe('name tags', () => {
  it('lie inside the picture, even on its border with a long name and small cells', () => {
    // a lone upright stick: its picture is narrower than a long name
    const pieces = [{ name: 'LONGNAME', cells: [[0, 0, 0, 1]] }];
    for (const cell of [12, 24, 40]) {
      const svg = drawStickSvg(pieces, { cell, minWidth: 0 });
      const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)!.map(Number);
      const tags = [...svg.matchAll(/<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)" rx=/g)].map((m) => m.slice(1).map(Number));
      expect(tags).toHaveLength(1);
      for (const [x, y, w, h] of tags) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(x! + w!).toBeLessThanOrEqual(width!);
        expect(y! + h!).toBeLessThanOrEqual(height!);
      }
    }
  });
});
