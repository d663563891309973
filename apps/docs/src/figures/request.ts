import { figureCommands } from './lattices.js';

/** A parsed figure request. */
export interface FigureRequest {
  readonly command: string;
  readonly kind: 'pieces' | 'placements' | 'listing' | 'solve' | 'cells' | 'sheet';
  /** For `placements`: the piece. */
  readonly piece?: string;
  /** For `listing`: the file (relative to the repository root) and the solution number. */
  readonly listing?: { readonly file: string; readonly solution: number };
  /** A spec file (relative to the repository root) to draw instead of the block's text. */
  readonly spec?: string;
  /** A catalogue puzzle (`@polydance/puzzles`) whose spec is drawn instead of the block's text. */
  readonly puzzle?: string;
  /** For `solve`: which solution to draw (1 is the first the solver finds). */
  readonly solution?: number;
  /** Count all solutions too (for the caption). */
  readonly count?: boolean;
  readonly ascii: boolean;
  /** For a solution of solids (cubes): a 3-D view of it too, that the reader can turn. */
  readonly solid?: boolean;
  /** A link that opens the figure's spec in the playground (`true`), or a catalogue puzzle's (its name), under the picture. */
  readonly playground?: true | string;
}

/** Reads a figure block's info string (without the leading `figure`). */
export function parseFigureMeta(meta: string): FigureRequest {
  const [command, ...flags] = meta.split(/\s+/).filter((w) => w !== '');
  if (command === undefined) throw new Error('a figure block needs a command, e.g. ```figure polyomino --pieces');
  if (!figureCommands.includes(command)) {
    throw new Error(`no drawing for '${command}' yet (figures can be drawn for: ${figureCommands.join(', ')})`);
  }
  let kind: FigureRequest['kind'] | undefined;
  let piece: string | undefined;
  let listing: FigureRequest['listing'];
  let spec: string | undefined;
  let puzzle: string | undefined;
  let solution: number | undefined;
  let count = false;
  let ascii = false;
  let solid = false;
  let playground: true | string | undefined;
  for (const flag of flags) {
    const [name, value] = flag.split('=', 2) as [string, string | undefined];
    if (name === '--pieces' && value === undefined) kind = 'pieces';
    else if (name === '--cells' && value === undefined) kind = 'cells';
    else if (name === '--sheet' && value === undefined) kind = 'sheet';
    else if (name === '--placements' && value !== undefined) [kind, piece] = ['placements', value];
    else if (name === '--listing' && value !== undefined && /^[^#]+#[1-9]\d*$/.test(value)) {
      const [file, n] = value.split('#') as [string, string];
      [kind, listing] = ['listing', { file, solution: Number(n) }];
    } else if (name === '--solve' && value !== undefined && /^[1-9]\d*$/.test(value)) solution = Number(value);
    else if (name === '--count' && value === undefined) count = true;
    else if (name === '--spec' && value !== undefined) spec = value;
    else if (name === '--puzzle' && value !== undefined) puzzle = value;
    else if (name === '--ascii' && value === undefined) ascii = true;
    else if (name === '--solid' && value === undefined) solid = true;
    else if (name === '--playground') playground = value ?? true;
    else throw new Error(`unknown figure option '${flag}'`);
  }
  if (solution !== undefined) {
    if (kind !== undefined && kind !== 'listing') throw new Error('--solve=N draws a solution: it goes with no --pieces, --placements, --cells or --sheet');
    kind = 'solve';
  }
  if (kind === undefined) throw new Error('a figure needs --pieces, --placements=NAME, --cells, --sheet, --solve=N or --listing=FILE#N');
  if (kind === 'sheet' && ascii) throw new Error('--sheet draws an SVG contact sheet: it goes without --ascii');
  if (solid && (kind === 'pieces' || kind === 'placements' || kind === 'cells' || kind === 'sheet' || ascii)) throw new Error('--solid shows a solution in 3-D: it goes with --solve=N or --listing=FILE#N, without --ascii');
  return {
    command,
    kind,
    ascii,
    count,
    ...(solution === undefined ? {} : { solution }),
    ...(piece === undefined ? {} : { piece }),
    ...(listing === undefined ? {} : { listing }),
    ...(spec === undefined ? {} : { spec }),
    ...(puzzle === undefined ? {} : { puzzle }),
    ...(solid ? { solid } : {}),
    ...(playground === undefined ? {} : { playground }),
  };
}
