import { quote } from '@polydance/exact-cover';
import type { Color, Hexiamond, MacmahonOptions, Triangle } from '@polydance/macmahon';
import {
  HEXIAMONDS,
  MacmahonError,
  isColor,
  macmahonDlx,
  parseMatePairs,
  readBoard,
} from '@polydance/macmahon';
import type { Command } from '../command.js';
import { UsageError, write } from '../io.js';
import type { OptionTable } from '../options.js';
import { optionsHelp, parseOptions } from '../options.js';

const SHAPES = HEXIAMONDS.map(
  (h: Hexiamond) =>
    `    ${`${[h.name, ...h.aliases].join('/')} (${h.letter})`.padEnd(24)}${h.words.join(' ')}`,
).join('\n');

/** The options of this command: its parsing, its `--help` and its did-you-mean come from this table. */
const MACMAHON_OPTIONS: OptionTable = [
  { flag: '--boundary', once: true, missing: '--boundary needs a color (a, b, c or d)', value: 'C', help: `the color of every outside edge: a, b, c or d (default a)` },
  { flag: '--mate', once: true, missing: '--mate needs pairs of colors, such as ab,cd', value: 'PAIRS', help: `colors that meet each other instead of themselves, as pairs:
--mate ab,cd makes a meet b and c meet d; a color in no pair
meets itself (default: every color meets itself)` },
];

const HELP = `Usage: polydance macmahon T1 T2 T3 T4 T5 T6 [--boundary C] [--mate PAIRS]
       polydance macmahon SHAPE [--boundary C] [--mate PAIRS]
(alias: macmahon-triangles-dlx)

Writes the DLX data for MacMahon's triangles: put the 24 triangles whose edges are
colored a, b, c, d (every coloring up to rotation) into a double-size hexiamond so
that edges that touch match and every edge on the outside has one color. With the
default rules the output is byte for byte what MACMAHON-TRIANGLES-DLX writes; it
needs a solver with colors (Algorithm C, as DLX2).

The board:
  T1 ... T6     six doubled triangles: xy for the upright triangle Δ (x, y),
                xy+ for the inverted triangle ∇ (x, y)'; x and y are 0, 1 or 2
  SHAPE         one of the twelve hexiamonds, by name, other name or letter:
${SHAPES}

Options:
${optionsHelp(MACMAHON_OPTIONS, 16)}
With either option the comment line of the output records it.

Examples:
  polydance macmahon hexagon > hexagon.dlx
  polydance macmahon 00+ 10 10+ 01 01+ 11        # the same
  polydance macmahon sphinx --boundary b --mate ab,cd
`;

interface Parsed {
  readonly positional: readonly { readonly text: string; readonly position: number }[];
  readonly options: MacmahonOptions;
}

function parseArgs(args: readonly string[]): Parsed {
  const parsed = parseOptions(MACMAHON_OPTIONS, args, 'macmahon');
  const positional = parsed.positional.map((text, k) => ({ text, position: parsed.positions[k]! }));
  let boundary: Color | undefined;
  let mate: MacmahonOptions['mate'];
  for (const [name, value] of parsed.values) {
    if (name === '--boundary') {
      if (!isColor(value)) throw new UsageError(`--boundary ${quote(value)}: not a color (a, b, c or d)`);
      boundary = value;
    } else {
      try {
        mate = parseMatePairs(value);
      } catch (e) {
        if (e instanceof MacmahonError) throw new UsageError(`--mate ${quote(value)}: ${e.reason}`);
        throw e;
      }
    }
  }
  return {
    positional,
    options: { ...(boundary === undefined ? {} : { boundary }), ...(mate === undefined ? {} : { mate }) },
  };
}

function board(positional: Parsed['positional']): readonly Triangle[] {
  try {
    return readBoard(positional.map((p) => p.text)).board;
  } catch (e) {
    if (e instanceof MacmahonError) {
      if (e.index === undefined) throw new UsageError(e.reason);
      const p = positional[e.index];
      throw new UsageError(`argument ${p?.position ?? e.index + 1} ${quote(p?.text ?? '')}: ${e.reason}`);
    }
    throw e;
  }
}

export const macmahon: Command = {
  name: 'macmahon',
  aliases: ['macmahon-triangles-dlx'],
  summary: "MacMahon's 24 colored triangles in a hexiamond → DLX (as MACMAHON-TRIANGLES-DLX)",
  help: HELP,
  async run(args, io) {
    const parsed = parseArgs(args);
    const text = macmahonDlx(board(parsed.positional), parsed.options);
    await write(io.stdout, text);
    return 0;
  },
};
