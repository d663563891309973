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

const SHAPES = HEXIAMONDS.map(
  (h: Hexiamond) =>
    `    ${`${[h.name, ...h.aliases].join('/')} (${h.letter})`.padEnd(24)}${h.words.join(' ')}`,
).join('\n');

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
  --boundary C  the color of every outside edge: a, b, c or d (default a)
  --mate PAIRS  colors that meet each other instead of themselves, as pairs:
                --mate ab,cd makes a meet b and c meet d; a color in no pair
                meets itself (default: every color meets itself)

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
  const positional: { text: string; position: number }[] = [];
  let boundary: Color | undefined;
  let mate: MacmahonOptions['mate'];
  const seen = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('-')) {
      positional.push({ text: arg, position: i + 1 });
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg : arg.slice(0, eq);
    if (name !== '--boundary' && name !== '--mate') {
      throw new UsageError(`unknown option ${quote(arg)} (the options are --boundary C and --mate PAIRS)`);
    }
    if (seen.has(name)) throw new UsageError(`${name} is given twice`);
    seen.add(name);
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = args[i + 1];
      i++;
    }
    if (name === '--boundary') {
      if (value === undefined) throw new UsageError('--boundary needs a color (a, b, c or d)');
      if (!isColor(value)) throw new UsageError(`--boundary ${quote(value)}: not a color (a, b, c or d)`);
      boundary = value;
    } else {
      if (value === undefined) throw new UsageError('--mate needs pairs of colors, such as ab,cd');
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
