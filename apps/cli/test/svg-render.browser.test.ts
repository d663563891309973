// Renders Polydance's SVG pictures in headless Chromium and checks what comes out.
// Needs a Chromium binary (CHROMIUM, or /usr/bin/chromium): run it with
// `pnpm test:browser` (or .ci/browser.sh, which installs Chromium when it is missing),
// never as part of `pnpm test`. With SVG_RENDER_OUT=dir, it also saves a PNG of each
// picture there, to look at.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { solve } from '@polydance/dlx-solver';
import { itemToken } from '@polydance/exact-cover';
import { pieceColors, placedPiece, shade } from '@polydance/lattice';
import { findGenerator } from '@polydance/lattices';
import { cubeCell } from '@polydance/lattice-cube';
import { stickPiece } from '@polydance/lattice-stick';
import { EDGE_COLORS } from '@polydance/macmahon';
import type { BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawerFor } from '../src/draw.js';
import type { LatticeName } from '../src/draw.js';
import { repoRoot, solvedCase } from '../src/testing.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../../../test/chromium.js';

interface Measure {
  rendered: { width: number; height: number };
  image: { width: number; height: number };
  pixels: number;
  nonWhite: number;
  colors: Record<string, number>;
  boxes: { x: number; y: number; width: number; height: number }[];
}

let profile: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'polydance-chromium-'));
  context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  page = await context.newPage();
  await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
  await page.addScriptTag({ path: join(import.meta.dirname, 'svg-render.page.js') });
});

afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** The lattices whose pictures are sticks: strokes on a faint grid. */
const STICKS = new Set(['stick', 'trig', 'twig']);

/** The colors each picture must show: piece fills (on the cube's layers) or edge colors. */
function expectedColors(lattice: LatticeName, options: string[][]): string[] {
  if (lattice === 'macmahon') return Object.values(EDGE_COLORS).map((c) => c.fill);
  // a piece's name is its option's first item
  if (STICKS.has(lattice)) return [...pieceColors(options.map((o) => (lattice === 'stick' ? stickPiece(o).name : o[0]!))).values()].map((c) => c.fill);
  return [...pieceColors(options.map((o) => placedPiece(o, cubeCell).name)).values()].map((c) => c.fill);
}

/** The first solution of an example of a generator (`examples/FILE`), as the item tokens of its options. */
function firstOfExample(command: string, file: string): string[][] {
  const { problem } = findGenerator(command)!.generate(readFileSync(join(repoRoot, 'examples', file), 'utf8'));
  const [first] = solve(problem, { limit: 1 });
  return first!.map((o) => problem.options[o]!.map(itemToken));
}

/** The shades of the faces of an isometric cube picture: top, left and right of each piece's fill. */
function faceShades(options: string[][]): string[] {
  const fills = [...pieceColors(options.map((o) => placedPiece(o, cubeCell).name)).values()].map((c) => c.fill);
  return fills.flatMap((f) => [shade(f, 0.35), shade(f, -0.1), shade(f, -0.35)]);
}

const cases: [string, LatticeName, () => string[][]][] = [
  ...([
    ['pentominoes-6x10', 'square'],
    ['hexiamonds-6x6', 'triangle'],
    ['soma', 'cube'],
    ['macmahon-hexagon', 'macmahon'],
    ['tetrasticks-omit-T1', 'stick'],
  ] as const).map(([name, lattice]): [string, LatticeName, () => string[][]] => [name, lattice, () => solvedCase(name).options]),
  ...([
    ['polyhex', 'tetrahexes-4x7.in', 'hex'],
    ['polyabolo', 'diaboloes-3x3.in', 'abolo'],
    ['polytrig', 'tritrigs-5x2.in', 'trig'],
    ['polytwig', 'pentatwigs-butterfly.in', 'twig'],
  ] as const).map(([command, file, lattice]): [string, LatticeName, () => string[][]] => [file, lattice, () => firstOfExample(command, file)]),
];

describe('SVG pictures as Chromium renders them', () => {
  it.each(cases)('%s (%s lattice)', async (name, lattice, solution) => {
    const options = solution();
    const svg = (await drawerFor(lattice)).svg(options, { legend: true });
    const [, width, height] = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg)!.map(Number);

    const m = await page.evaluate<Measure>(`measureSvg(${JSON.stringify(svg)})`);
    if (process.env.SVG_RENDER_OUT) {
      mkdirSync(process.env.SVG_RENDER_OUT, { recursive: true });
      await page.locator('svg').screenshot({ path: join(process.env.SVG_RENDER_OUT, `${name}.png`) });
    }

    // It has the size it says, inline and as an image.
    expect(m.rendered).toEqual({ width, height });
    expect(m.image).toEqual({ width, height });
    // Every shape lies inside the picture.
    expect(m.boxes.length).toBeGreaterThan(0);
    for (const b of m.boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(width!);
      expect(b.y + b.height).toBeLessThanOrEqual(height!);
    }
    // It is not blank: most of it is painted, and every piece (or edge color) shows.
    // (Sticks are strokes on a faint grid, so less of their picture is painted.)
    expect(m.nonWhite / m.pixels).toBeGreaterThan(STICKS.has(lattice) ? 0.1 : 0.3);
    for (const color of expectedColors(lattice, options)) expect(m.colors[color] ?? 0, color).toBeGreaterThan(100);
    if (lattice === 'cube') {
      // The solid shows the three sides of the cube: faces in many shades.
      const shown = faceShades(options).filter((c) => (m.colors[c] ?? 0) > 100);
      expect(shown.length).toBeGreaterThanOrEqual(9);
    }
  });
});
