import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUZZLES } from '@polydance/puzzles';
import { describe, expect, it } from 'vitest';
import { shrink, THUMBNAIL_PATH, THUMBNAIL_SIZE, thumbnailGrid, thumbnailSvg, unsolvable, writeThumbnails } from './thumbnails.js';

/** The width and height an SVG asks for, and its viewBox. */
function frame(svg: string): { width: number; height: number; viewBox: string } {
  const open = /^<svg\b[^>]*>/.exec(svg)![0];
  return {
    width: Number(/\bwidth="([\d.]+)"/.exec(open)![1]),
    height: Number(/\bheight="([\d.]+)"/.exec(open)![1]),
    viewBox: /\bviewBox="([^"]+)"/.exec(open)![1]!,
  };
}

describe('shrink', () => {
  it('fits a figure into the thumbnail square, keeps its viewBox, drops labels and tooltips', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="160" viewBox="0 0 256 160">\n<path d="M0,0L8,8Z" fill="#BBCC33"><title>X</title></path>\n<text x="1" y="2">X</text>\n</svg>';
    const small = shrink(svg);
    expect(frame(small)).toEqual({ width: THUMBNAIL_SIZE, height: 60, viewBox: '0 0 256 160' });
    expect(small).not.toMatch(/<text|<title/);
    expect(small).toContain('<path d="M0,0L8,8Z" fill="#BBCC33"></path>');
  });

  it('refuses a picture that does not say its size', () => {
    expect(() => shrink('<svg viewBox="0 0 1 1"></svg>')).toThrow(/width height/);
  });
});

describe('thumbnailSvg', () => {
  it('draws the first solution of a puzzle of each generator, at most the thumbnail size', () => {
    const generators = [...new Set(PUZZLES.map((p) => p.generator))];
    for (const generator of generators) {
      const p = PUZZLES.find((q) => q.generator === generator && !unsolvable(q))!;
      const svg = thumbnailSvg(p);
      const { width, height } = frame(svg);
      expect(Math.max(width, height), p.name).toBe(THUMBNAIL_SIZE);
      expect(svg, p.name).not.toMatch(/<text/);
      expect(svg, p.name).toMatch(/<path /);
    }
  });

  it('draws the grey board of every puzzle with no solution, MacMahon’s boards too', () => {
    const none = PUZZLES.filter(unsolvable);
    expect(none.some((p) => p.generator === 'macmahon')).toBe(true);
    for (const p of none) {
      const svg = thumbnailSvg(p);
      const colors = [...svg.matchAll(/\b(?:fill|stroke)="#([0-9A-Fa-f]{6})"/g)].map((m) => m[1]!.toUpperCase());
      const grey = (c: string): boolean => c.slice(0, 2) === c.slice(2, 4) && c.slice(2, 4) === c.slice(4);
      expect(colors.filter((c) => !grey(c)), p.name).toEqual([]);
      expect(colors, p.name).toContain('D8D8D8');
    }
  });
});

it('the grid links each thumbnail to its puzzle and loads it lazily', () => {
  const some = PUZZLES.slice(0, 3);
  const grid = thumbnailGrid(some);
  for (const p of some) {
    expect(grid).toContain(`<a href="#${p.name}" title="${p.title}"><img src="/${THUMBNAIL_PATH}/${p.name}.svg" alt="${p.name}" loading="lazy"`);
  }
  expect(grid.split('\n')).toHaveLength(some.length + 2);
});

it('writes one file per puzzle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'thumbnails-'));
  try {
    const some = [PUZZLES.find((p) => p.name === 'soma')!, PUZZLES.find(unsolvable)!];
    const bytes = writeThumbnails(some, dir);
    expect(readdirSync(dir).sort()).toEqual(some.map((p) => `${p.name}.svg`).sort());
    expect(bytes).toBe(some.reduce((n, p) => n + readFileSync(join(dir, `${p.name}.svg`)).length, 0));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
