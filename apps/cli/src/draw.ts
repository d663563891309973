import { clip, quote } from '@polydance/exact-cover';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SvgOptions } from '@polydance/lattice';
import { placedPiece } from '@polydance/lattice';
import { cubeCell, drawCubeLayersAscii, drawCubeSvg } from '@polydance/lattice-cube';
import { drawSquareAscii, drawSquareSvg, squareCell } from '@polydance/lattice-square';
import { drawStickAscii, drawStickSvg, stickPiece } from '@polydance/lattice-stick';
import { drawTriangleAscii, drawTriangleSvg, triangleCell } from '@polydance/lattice-triangle';
import { drawMacmahonAscii, drawMacmahonSvg } from '@polydance/macmahon';
import { outputError, UsageError } from './io.js';

/** The lattices Polydance can draw. */
export const LATTICES = ['square', 'triangle', 'cube', 'stick', 'macmahon'] as const;
export type LatticeName = (typeof LATTICES)[number];

/**
 * How one lattice turns a solution into pictures. A solution is given as its options,
 * each the list of its item tokens as written in the DLX file (`x` or `x:color`).
 */
export interface Drawer {
  ascii(options: readonly (readonly string[])[]): string;
  svg(options: readonly (readonly string[])[], svgOptions: SvgOptions): string;
}

/**
 * The drawers. Cubes: the ASCII picture is the layer-by-layer view, the SVG picture
 * the isometric solid with the layer-by-layer view under it (hidden cells show there).
 * MacMahon: every edge in the color the data gives it (as seen from its upright
 * triangle, which is the piece's own color under MacMahon's like-meets-like rule).
 */
const drawers: Partial<Record<LatticeName, Drawer>> = {
  square: {
    ascii: (options) => drawSquareAscii(options.map((o) => placedPiece(o, squareCell))),
    svg: (options, svgOptions) => drawSquareSvg(options.map((o) => placedPiece(o, squareCell)), svgOptions),
  },
  stick: {
    ascii: (options) => drawStickAscii(options.map(stickPiece)),
    svg: (options, svgOptions) => drawStickSvg(options.map(stickPiece), svgOptions),
  },
  triangle: {
    ascii: (options) => drawTriangleAscii(options.map((o) => placedPiece(o, triangleCell))),
    svg: (options, svgOptions) => drawTriangleSvg(options.map((o) => placedPiece(o, triangleCell)), svgOptions),
  },
  cube: {
    ascii: (options) => drawCubeLayersAscii(options.map((o) => placedPiece(o, cubeCell))),
    svg: (options, svgOptions) => drawCubeSvg(options.map((o) => placedPiece(o, cubeCell)), { ...svgOptions, layers: true }),
  },
  macmahon: {
    ascii: (options) => drawMacmahonAscii(options),
    svg: (options, svgOptions) => drawMacmahonSvg(options, svgOptions),
  },
};

/** Which generator wrote a DLX file, by its `| this file was created by NAME` comment. */
const PROGRAMS: Record<string, LatticeName> = {
  'polyomino-dlx': 'square',
  polyominoes: 'square',
  'polyiamond-dlx': 'triangle',
  'polycube-dlx': 'cube',
  polysticks: 'stick',
  polystick: 'stick',
  'macmahon-triangles-dlx': 'macmahon',
};

/**
 * The lattice of a DLX file: from its `created by` comment, or else from the shape of
 * its item names (`H00`/`V00` edges: sticks; `-00` edges: MacMahon; `xy'`: triangles;
 * three digits: cubes; two digits: squares).
 */
export function detectLattice(comments: readonly string[], items: readonly string[]): LatticeName | undefined {
  for (const c of comments) {
    const m = /^this file was created by (?:polydance )?(\S+)/.exec(c);
    const found = m ? PROGRAMS[m[1]!] : undefined;
    if (found) return found;
  }
  const digit = '[0-9a-zA-Z]';
  const all = (re: RegExp): boolean => items.some((i) => re.test(i));
  if (all(new RegExp(`^[-/\\\\]${digit}{2}$`))) return 'macmahon';
  if (all(new RegExp(`^[HV]${digit}{2}$`))) return 'stick';
  if (all(new RegExp(`^${digit}{2}'$`))) return 'triangle';
  if (all(new RegExp(`^${digit}{3}$`))) return 'cube';
  if (all(new RegExp(`^${digit}{2}$`))) return 'square';
  return undefined;
}

/** The drawer of a lattice; a usage error if Polydance cannot draw it (yet). */
export function drawerFor(lattice: LatticeName): Drawer {
  const d = drawers[lattice];
  if (!d) throw new UsageError(`drawing the ${lattice} lattice is not available`);
  return d;
}

/** What `--draw`, `--out`, `--lattice` and `--legend` ask for. */
export interface DrawSettings {
  readonly kind: 'ascii' | 'svg';
  /** Folder for SVG files. */
  readonly out: string;
  readonly lattice: LatticeName | undefined;
  readonly legend: boolean;
}

/** Reads the value of `--draw`. */
export function drawKind(value: string | undefined): 'ascii' | 'svg' {
  if (value !== 'ascii' && value !== 'svg') throw new UsageError(`--draw is ascii or svg, not ${quote(value ?? '')}`);
  return value;
}

/** Reads the value of `--lattice`. */
export function latticeName(value: string | undefined): LatticeName {
  const found = LATTICES.find((l) => l === value);
  if (!found) throw new UsageError(`--lattice is one of ${LATTICES.join(', ')}, not ${quote(value ?? '')}`);
  return found;
}

/**
 * Draws solutions one at a time: ASCII art comes back as text for stdout, SVG goes to
 * `OUT/solution-0001.svg`, ... (the file names come back for a note on stderr).
 */
export class SolutionPainter {
  private readonly drawer: Drawer;
  readonly lattice: LatticeName;

  constructor(
    private readonly settings: DrawSettings,
    comments: readonly string[],
    items: readonly string[],
  ) {
    const lattice = settings.lattice ?? detectLattice(comments, items);
    if (!lattice) {
      throw new UsageError('cannot tell which lattice this problem is drawn on; say --lattice square|triangle|cube|stick|macmahon');
    }
    this.lattice = lattice;
    this.drawer = drawerFor(lattice);
  }

  /** The drawing of solution `k`: ASCII text to print, or the path of the SVG file written. */
  async paint(k: number, options: readonly (readonly string[])[]): Promise<{ text: string } | { file: string }> {
    try {
      if (this.settings.kind === 'ascii') return { text: `${k}:\n${this.drawer.ascii(options)}` };
      const svg = this.drawer.svg(options, { legend: this.settings.legend });
      await mkdir(this.settings.out, { recursive: true });
      const file = join(this.settings.out, `solution-${String(k).padStart(4, '0')}.svg`);
      await writeFile(file, svg);
      return { file };
    } catch (e) {
      if (e instanceof UsageError) throw e;
      const code = (e as NodeJS.ErrnoException).code;
      if (code) throw outputError(e, `into ${clip(this.settings.out)}`);
      throw new UsageError(`cannot draw solution ${k} on the ${this.lattice} lattice: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
