import type { PolyformResult } from './polyform.js';
import { clip } from '@polydance/exact-cover';

/** Something about a box-and-pieces problem that makes a search useless, found before searching. */
export interface PolyformWarning {
  /**
   * `cell-count`: the pieces' cells (with multiplicities) cannot add up to the box's;
   * `piece-fits-nowhere`: a piece has no placement in the box;
   * `cell-uncovered`: cells of the box that no placement covers.
   */
  readonly kind: 'cell-count' | 'piece-fits-nowhere' | 'cell-uncovered';
  /** True when the problem certainly has no solution (a search would find 0). */
  readonly fatal: boolean;
  /** One line for people. */
  readonly message: string;
}

/** What a lattice calls its cells in messages (`cell`, or `edge` for sticks). */
export interface CheckOptions {
  readonly unit?: string;
}

const NAMES_SHOWN = 8;

function listNames(names: readonly string[]): string {
  // names escaped (a control character never reaches the terminal) and cut, as input is quoted
  if (names.length <= NAMES_SHOWN) return names.map((n) => clip(n)).join(', ');
  return `${names.slice(0, NAMES_SHOWN).map((n) => clip(n)).join(', ')} and ${names.length - NAMES_SHOWN} more`;
}

/** The bounds of a multiplicity as written (`1`, `2`, `0:3`, `:3`). */
function bounds(multiplicity: string): [number, number] {
  const colon = multiplicity.indexOf(':');
  if (colon < 0) return [Number(multiplicity), Number(multiplicity)];
  return [colon === 0 ? 0 : Number(multiplicity.slice(0, colon)), Number(multiplicity.slice(colon + 1))];
}

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * Checks a generated problem for the reasons a search would be useless:
 *
 * - the box has N cells (primary items), but the pieces, each as many times as its
 *   multiplicity allows, cannot cover exactly N: every solution covers each cell once;
 * - a piece fits nowhere in the box (fatal unless its multiplicity allows 0 copies);
 * - cells of the box that no placement of any piece covers.
 *
 * A piece's size is the number of primary cells its placements cover (secondary,
 * suffixed cells are not counted); a piece named on several lines may have several
 * sizes. A piece that fits nowhere counts with the cells of its first shape in the
 * message, and not at all in deciding whether the count is fatal.
 */
export function checkPolyform(result: PolyformResult, options: CheckOptions = {}): PolyformWarning[] {
  const unit = options.unit ?? 'cell';
  const { problem, spec } = result;
  const pieceNames = new Set(spec.pieces.map((p) => p.name));
  const primary = new Set(problem.primary.map((i) => i.name));
  const boxCells = problem.primary.filter((i) => !pieceNames.has(i.name)).map((i) => i.name);

  // The sizes of each piece's placements, and the cells some placement covers.
  const sizes = spec.pieces.map(() => new Set<number>());
  const covered = new Set<string>();
  problem.options.forEach((option, o) => {
    const piece = result.placements[o]?.piece;
    let size = 0;
    for (const { item } of option) {
      if (!primary.has(item) || pieceNames.has(item)) continue;
      size++;
      covered.add(item);
    }
    if (piece !== undefined) sizes[piece]?.add(size);
  });

  const warnings: PolyformWarning[] = [];
  let least = 0;
  let most = 0;
  let nominalLeast = 0;
  let nominalMost = 0;
  spec.pieces.forEach((piece, p) => {
    const [lower, upper] = bounds(piece.multiplicity);
    const fits = sizes[p]!;
    if (fits.size === 0) {
      const base = result.bases.find((b) => b.piece === p);
      const cells = base?.shape.cells.length ?? 0;
      nominalLeast += lower * cells;
      nominalMost += upper * cells;
      warnings.push({
        kind: 'piece-fits-nowhere',
        fatal: lower > 0,
        message: `piece ${clip(piece.name)} fits nowhere in the box${lower > 0 ? '' : ' (it may be left out)'}`,
      });
      return;
    }
    const small = Math.min(...fits);
    const large = Math.max(...fits);
    least += lower * small;
    most += upper * large;
    nominalLeast += lower * small;
    nominalMost += upper * large;
  });

  const box = boxCells.length;
  if (box < nominalLeast || box > nominalMost) {
    const pieces =
      nominalLeast === nominalMost
        ? `the pieces have ${count(nominalLeast, unit)}`
        : `the pieces have between ${nominalLeast} and ${count(nominalMost, unit)}`;
    warnings.unshift({
      kind: 'cell-count',
      fatal: box < least || box > most,
      message: `${pieces} (with their multiplicities), but the box has ${count(box, unit)}`,
    });
  }

  const uncovered = boxCells.filter((c) => !covered.has(c));
  if (uncovered.length > 0) {
    const one = uncovered.length === 1;
    warnings.push({
      kind: 'cell-uncovered',
      fatal: true,
      message: `no piece fits on ${one ? `${unit} ${clip(uncovered[0]!)}` : `${uncovered.length} ${unit}s of the box: ${listNames(uncovered)}`}`,
    });
  }
  return warnings;
}
