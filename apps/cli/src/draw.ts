import { clip, quote } from '@polydance/exact-cover';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LatticeDrawing } from '@polydance/lattice';
import { detectLattice as detect, findLattice, LATTICE_NAMES } from '@polydance/lattices';
import { outputError, UsageError } from './io.js';

/** A lattice's name, as `--lattice` takes it. */
export type LatticeName = string;

/** How one lattice turns a solution (its options' item tokens) into pictures. */
export type Drawer = Pick<LatticeDrawing, 'ascii' | 'svg'>;

/** The name of the lattice of a DLX file (see `detectLattice` of `@polydance/lattices`). */
export function detectLattice(comments: readonly string[], items: readonly string[]): LatticeName | undefined {
  return detect(comments, items)?.name;
}

/** The drawing of a lattice; a usage error for an unknown lattice. */
export function drawerFor(lattice: LatticeName): Drawer {
  const l = findLattice(lattice);
  if (!l) throw new UsageError(`drawing the ${lattice} lattice is not available`);
  return l.drawing;
}

/** What `--draw`, `--out`, `--lattice` and `--legend` ask for. */
export interface DrawSettings {
  readonly kind: 'ascii' | 'svg';
  /** Folder for SVG files. */
  readonly out: string;
  readonly lattice: LatticeName | undefined;
  readonly legend: boolean;
  /** The SVG files' name before `-0001.svg`: the problem's (default `solution`). */
  readonly name?: string;
  /** Overwrite SVG files that exist (otherwise refused). */
  readonly force?: boolean;
}

/** Reads the value of `--draw`. */
export function drawKind(value: string | undefined): 'ascii' | 'svg' {
  if (value !== 'ascii' && value !== 'svg') throw new UsageError(`--draw is ascii or svg, not ${quote(value ?? '')}`);
  return value;
}

/** The lattices' names for a help text: `square, triangle, ... or macmahon`. */
export function latticeList(): string {
  return `${LATTICE_NAMES.slice(0, -1).join(', ')} or ${LATTICE_NAMES.at(-1)!}`;
}

/** Reads the value of `--lattice`. */
export function latticeName(value: string | undefined): LatticeName {
  const found = value === undefined ? undefined : findLattice(value);
  if (!found) throw new UsageError(`--lattice is one of ${LATTICE_NAMES.join(', ')}, not ${quote(value ?? '')}`);
  return found.name;
}

/**
 * Writes an SVG picture to `OUT/NAME{tail}.svg` (the folder made if need be) and returns
 * the file's path; a file that exists is refused unless `force` is set. A file that
 * cannot be written throws what `writeFile` throws.
 */
export async function writeSvg(settings: Pick<DrawSettings, 'out' | 'name' | 'force'>, tail: string, svg: string): Promise<string> {
  await mkdir(settings.out, { recursive: true });
  const file = join(settings.out, `${settings.name ?? 'solution'}${tail}.svg`);
  try {
    await writeFile(file, svg, { flag: settings.force === true ? 'w' : 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    throw new UsageError(`${clip(file)} exists: --force overwrites it, --name NAME writes NAME${tail}.svg instead`);
  }
  return file;
}

/**
 * Draws solutions one at a time: ASCII art comes back as text for stdout, SVG goes to
 * `OUT/NAME-0001.svg`, ... (the file names come back for a note on stderr); a file that
 * exists is refused unless `force` is set.
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
      throw new UsageError(`cannot tell which lattice this problem is drawn on; say --lattice ${LATTICE_NAMES.join('|')}`);
    }
    this.lattice = lattice;
    this.drawer = drawerFor(lattice);
  }

  /** The drawing of solution `k`: ASCII text to print, or the path of the SVG file written. */
  async paint(k: number, options: readonly (readonly string[])[]): Promise<{ text: string } | { file: string }> {
    try {
      if (this.settings.kind === 'ascii') return { text: `${k}:\n${this.drawer.ascii(options)}` };
      const svg = this.drawer.svg(options, { legend: this.settings.legend });
      return { file: await writeSvg(this.settings, `-${String(k).padStart(4, '0')}`, svg) };
    } catch (e) {
      if (e instanceof UsageError) throw e;
      const code = (e as NodeJS.ErrnoException).code;
      if (code) throw outputError(e, `into ${clip(this.settings.out)}`);
      throw new UsageError(`cannot draw solution ${k} on the ${this.lattice} lattice: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
