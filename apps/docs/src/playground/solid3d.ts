import { pieceColors } from '@polydance/lattice';
import type { PlacedPiece } from '@polydance/lattice';

/**
 * What the 3-D view of a solution of polycubes draws, without any 3-D library: one
 * cube per cell, its piece and color (the palette of the SVG drawings, by piece name),
 * and where each cube moves when the view is exploded by layer or by piece. The view
 * (`.vitepress/theme/Solid3D.vue`) turns this into meshes; lattice z is up.
 */

/** One cube of the view: its cell, its piece (index into {@link Solid.pieces}). */
export interface SolidCube {
  readonly cell: readonly [number, number, number];
  readonly piece: number;
}

/** A piece of the view: its name, its fill color `#RRGGBB`, the centre of its cells. */
export interface SolidPiece {
  readonly name: string;
  readonly fill: string;
  readonly centre: readonly [number, number, number];
}

/** A solution as the 3-D view draws it. */
export interface Solid {
  readonly cubes: readonly SolidCube[];
  readonly pieces: readonly SolidPiece[];
  /** The least and greatest cell coordinates, and the centre of the box they span (cells are unit cubes from (x, y, z) to (x+1, y+1, z+1)). */
  readonly min: readonly [number, number, number];
  readonly max: readonly [number, number, number];
  readonly centre: readonly [number, number, number];
}

/** How the view is exploded: not at all, its layers (z) apart, or its pieces apart from the centre. */
export type Explode = 'none' | 'layers' | 'pieces';

const xyz = (c: readonly number[]): [number, number, number] => [c[0] ?? 0, c[1] ?? 0, c[2] ?? 0];

/**
 * The solid of a solution's pieces. `names`: every piece name of the puzzle, so that
 * the colors are the SVG drawings' (by default the pieces' own names).
 */
export function solidOf(placed: readonly PlacedPiece[], names?: Iterable<string>): Solid {
  const colors = pieceColors(names ?? placed.map((p) => p.name));
  const cubes: SolidCube[] = [];
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const pieces = placed.map((p, i): SolidPiece => {
    const sum = [0, 0, 0];
    for (const c of p.cells) {
      const cell = xyz(c);
      cubes.push({ cell, piece: i });
      for (let k = 0; k < 3; k++) {
        sum[k]! += cell[k]! + 0.5;
        min[k] = Math.min(min[k]!, cell[k]!);
        max[k] = Math.max(max[k]!, cell[k]!);
      }
    }
    const n = Math.max(1, p.cells.length);
    return { name: p.name, fill: colors.get(p.name)?.fill ?? '#BBBBBB', centre: [sum[0]! / n, sum[1]! / n, sum[2]! / n] };
  });
  if (cubes.length === 0) return { cubes, pieces, min: [0, 0, 0], max: [0, 0, 0], centre: [0, 0, 0] };
  const centre: [number, number, number] = [0, 1, 2].map((k) => (min[k]! + max[k]! + 1) / 2) as [number, number, number];
  return { cubes, pieces, min, max, centre };
}

/**
 * Where each cube's centre is drawn, 3 numbers per cube (in the order of
 * `solid.cubes`): the centre of its cell, moved by the explosion. `layers`: layer z
 * rises by `gap × (z − least z)` (the bottom layer stays, the others lift apart);
 * `pieces`: each piece moves away from the solid's centre by `gap` times the way
 * from the centre to its own centre. `gap` 0 (or `none`) leaves every cube in place.
 */
export function cubeCentres(solid: Solid, explode: Explode, gap: number, out = new Float64Array(3 * solid.cubes.length)): Float64Array {
  solid.cubes.forEach((cube, i) => {
    const [x, y, z] = cube.cell;
    let dx = 0;
    let dy = 0;
    let dz = 0;
    if (explode === 'layers') dz = gap * (z - solid.min[2]);
    else if (explode === 'pieces') {
      const c = solid.pieces[cube.piece]!.centre;
      dx = gap * (c[0] - solid.centre[0]);
      dy = gap * (c[1] - solid.centre[1]);
      dz = gap * (c[2] - solid.centre[2]);
    }
    out[3 * i] = x + 0.5 + dx;
    out[3 * i + 1] = y + 0.5 + dy;
    out[3 * i + 2] = z + 0.5 + dz;
  });
  return out;
}

/**
 * A solution's pieces as one line of text, for an attribute of a page's `<Solid3D>`:
 * `NAME:x,y,z;x,y,z NAME:...` (a piece name has no `:` or space, as in DLX files).
 */
export function formatSolid(placed: readonly PlacedPiece[]): string {
  return placed.map((p) => `${p.name}:${p.cells.map((c) => xyz(c).join(',')).join(';')}`).join(' ');
}

/** Reads {@link formatSolid}'s text back; throws on anything else. */
export function parseSolid(text: string): PlacedPiece[] {
  return text
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((word) => {
      const at = word.lastIndexOf(':');
      if (at <= 0) throw new Error(`a piece of a solid is NAME:x,y,z;...: not '${word}'`);
      const cells = word
        .slice(at + 1)
        .split(';')
        .map((c) => {
          const v = c.split(',').map(Number);
          if (v.length !== 3 || !v.every((n) => Number.isInteger(n))) throw new Error(`a cell of a solid is x,y,z (integers): not '${c}' in '${word}'`);
          return v;
        });
      return { name: word.slice(0, at), cells };
    });
}
