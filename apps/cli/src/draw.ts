import { quote, showPath } from '@polydance/exact-cover';
import { makeFolder, writeAtomically } from './atomic.js';
import { join } from 'node:path';
import type { Problem } from '@polydance/exact-cover';
import type { DrawnPanel, LatticeDescriptor, LatticeDrawing } from '@polydance/lattice';
import { placedPiece, svgGrid } from '@polydance/lattice';
import { LATTICE_ENTRIES, LATTICE_NAMES, loadDetectedLattice, loadLattice, loadProblemLattice } from '@polydance/lattices/lazy';
import { OutputError, outputError, UsageError } from './io.js';

/** A lattice's name, as `--lattice` takes it. */
export type LatticeName = string;

/** How one lattice turns a solution (its options' item tokens) into pictures. */
export type Drawer = Pick<LatticeDrawing, 'ascii' | 'svg'>;

/** The name of the lattice of a DLX file (see `detectLattice` of `@polydance/lattices`). */
export async function detectLattice(comments: readonly string[], items: readonly string[]): Promise<LatticeName | undefined> {
  return (await loadDetectedLattice(comments, items))?.name;
}

/** The drawing of a lattice; a usage error for an unknown lattice. */
export async function drawerFor(lattice: LatticeName): Promise<Drawer> {
  const l = await loadLattice(lattice);
  if (!l) throw new UsageError(`drawing the ${lattice} lattice is not available`);
  return l.drawing;
}

/**
 * What `--draw` asks for: `ascii` art on stdout; one file per solution, `svg` pictures
 * or `stl` solids (3-D lattices); or one `sheet`, an SVG of every solution drawn.
 */
export type DrawKind = 'ascii' | 'svg' | 'stl' | 'sheet';

const DRAW_KINDS: readonly DrawKind[] = ['ascii', 'svg', 'stl', 'sheet'];

/** What `--draw`, `--out`, `--lattice` and `--legend` ask for. */
export interface DrawSettings {
  readonly kind: DrawKind;
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
export function drawKind(value: string | undefined): DrawKind {
  const kind = DRAW_KINDS.find((k) => k === value);
  if (kind === undefined) throw new UsageError(`--draw is ascii, svg, stl or sheet, not ${quote(value ?? '')}`);
  return kind;
}

/** The mesh drawing of a lattice, for `--draw stl`; a usage error on a flat lattice. */
export async function meshOf(lattice: LatticeDescriptor): Promise<NonNullable<LatticeDrawing['mesh']>> {
  if (lattice.drawing.mesh) return lattice.drawing.mesh;
  const solid = (await Promise.all(LATTICE_ENTRIES.map((l) => l.load()))).filter((l) => l.drawing.mesh).map((l) => l.name);
  throw new UsageError(`--draw stl writes solids, and the ${lattice.name} lattice is flat: STL is for the ${solid.join(', ')} lattice (--draw svg draws it)`);
}

/** The lattices' names for a help text: `square, triangle, ... or macmahon`. */
export function latticeList(): string {
  return `${LATTICE_NAMES.slice(0, -1).join(', ')} or ${LATTICE_NAMES.at(-1)!}`;
}

/** Reads the value of `--lattice`. */
export function latticeName(value: string | undefined): LatticeName {
  const found = LATTICE_NAMES.find((n) => n === value);
  if (found === undefined) throw new UsageError(`--lattice is one of ${LATTICE_NAMES.join(', ')}, not ${quote(value ?? '')}`);
  return found;
}

/**
 * Writes a picture (`svg`) or a solid (`stl`) to `OUT/NAME{tail}.{ext}` (the folder
 * made if need be) and returns the file's path; a file that exists is refused unless
 * `force` is set. A file that cannot be written is an OutputError, and leaves no file.
 */
export async function writeDrawing(settings: Pick<DrawSettings, 'out' | 'name' | 'force'>, tail: string, ext: 'svg' | 'stl', text: string): Promise<string> {
  await makeFolder(settings.out);
  const file = join(settings.out, `${settings.name ?? 'solution'}${tail}.${ext}`);
  try {
    // through a temporary beside it, renamed: a full disk leaves no empty or cut file
    await writeAtomically(file, text, { overwrite: settings.force === true, sync: false });
  } catch (e) {
    if (e instanceof OutputError || (e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    throw new UsageError(`${showPath(file)} exists: --force overwrites it, --name NAME writes NAME${tail}.${ext} instead`);
  }
  return file;
}

/**
 * Draws solutions one at a time: ASCII art comes back as text for stdout, SVG pictures
 * and STL solids go to `OUT/NAME-0001.svg` (`.stl`), ... (the file names come back for
 * a note on stderr); a sheet keeps each solution's small picture until {@link finish}
 * writes them all to `OUT/NAME-sheet.svg`. A file that exists is refused unless
 * `force` is set.
 */
export class SolutionPainter {
  readonly lattice: LatticeName;
  private readonly names: readonly string[];
  private readonly sheet: DrawnPanel[] = [];

  /** A painter of the problem's solutions (its lattice read as `loadProblemLattice` of `@polydance/lattices/lazy` reads it): its lattice is loaded first. */
  static async create(settings: DrawSettings, problem: Problem): Promise<SolutionPainter> {
    const descriptor = await loadProblemLattice(problem, settings.lattice);
    const items = [...problem.primary, ...problem.secondary].map((i) => i.name);
    if (!descriptor) {
      if (settings.lattice !== undefined) throw new UsageError(`drawing the ${settings.lattice} lattice is not available`);
      throw new UsageError(`cannot tell which lattice this problem is drawn on; say --lattice ${LATTICE_NAMES.join('|')}`);
    }
    if (settings.kind === 'stl') await meshOf(descriptor);
    return new SolutionPainter(settings, descriptor, items);
  }

  private constructor(
    private readonly settings: DrawSettings,
    private readonly descriptor: LatticeDescriptor,
    items: readonly string[],
  ) {
    this.lattice = descriptor.name;
    if (settings.legend && settings.kind === 'stl') throw new UsageError(`--legend is for SVG pictures (--draw svg or sheet), not --draw ${settings.kind}`);
    // the items that are no sites name the pieces: a sheet colors them alike in every picture
    this.names = items.filter((i) => descriptor.parseItem(i) === undefined);
  }

  /** The drawing of solution `k`: ASCII text to print (none for a sheet), or the path of the file written. */
  async paint(k: number, options: readonly (readonly string[])[]): Promise<{ text: string } | { file: string }> {
    const { drawing } = this.descriptor;
    return this.guard(k, async () => {
      switch (this.settings.kind) {
        case 'ascii':
          return { text: `${k}:\n${drawing.ascii(options)}` };
        case 'svg':
          return { file: await writeDrawing(this.settings, this.tail(k), 'svg', drawing.svg(options, { legend: this.settings.legend })) };
        case 'stl': {
          const cell = (item: string): readonly number[] | undefined => drawing.pieces?.cell(item);
          const pieces = options.map((o) => placedPiece(o, cell));
          return { file: await writeDrawing(this.settings, this.tail(k), 'stl', (await meshOf(this.descriptor)).stl(pieces, 'assembled')) };
        }
        case 'sheet': {
          const small = Math.max(8, Math.round(drawing.cell / 2));
          this.sheet.push({ caption: String(k), svg: drawing.svg(options, { cell: small, names: this.names, minWidth: 0 }) });
          return { text: '' };
        }
      }
    });
  }

  /** For a sheet: writes every solution drawn as one SVG and returns its path; otherwise nothing. */
  async finish(): Promise<string | undefined> {
    if (this.settings.kind !== 'sheet') return undefined;
    const legend = this.settings.legend ? [{ caption: 'the pieces', svg: this.descriptor.drawing.svg([], { names: this.names, legend: true }) }] : [];
    return this.guard(0, () => writeDrawing(this.settings, '-sheet', 'svg', svgGrid([...this.sheet, ...legend], 960)));
  }

  private tail(k: number): string {
    return `-${String(k).padStart(4, '0')}`;
  }

  private async guard<T>(k: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (e instanceof UsageError) throw e;
      const code = (e as NodeJS.ErrnoException).code;
      if (code) throw outputError(e, `into ${showPath(this.settings.out)}`);
      throw new UsageError(`cannot draw ${k === 0 ? 'the sheet' : `solution ${k}`} on the ${this.lattice} lattice: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
