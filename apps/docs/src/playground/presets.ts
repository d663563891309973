import { PUZZLES } from '@polydance/puzzles';
import { latticeCatalog, latticeOfCommand } from './catalog.js';

/**
 * The specs the playground offers: the puzzle catalogue (`@polydance/puzzles`), the
 * repository's `examples/` folder, read when the site is built (so the playground and
 * the CLI examples are the same files), and a few of its own.
 */
const files = import.meta.glob<string>('../../../../examples/*.in', { query: '?raw', import: 'default', eager: true });

/** A spec the playground offers. */
export interface Preset {
  /** The file name, e.g. `pentominoes-3x20.in`, or a catalogue puzzle's name. */
  readonly file: string;
  /** Where it comes from: the puzzle catalogue, or the examples. */
  readonly group: 'catalogue' | 'examples';
  /** Its first comment line, without the `| `. */
  readonly title: string;
  /** The id of the lattice it is for. */
  readonly lattice: string;
  readonly spec: string;
}

/**
 * The lattice of a spec: the generator its comments name (`polydance polyiamond`),
 * else the square lattice, whose example files name none.
 */
export function presetLattice(spec: string): string {
  for (const line of spec.split('\n')) {
    if (!line.startsWith('|')) break;
    const command = /polydance (\w+)/.exec(line)?.[1];
    const entry = command === undefined ? undefined : latticeOfCommand(command);
    if (entry) return entry.id;
  }
  return latticeCatalog[0]!.id;
}

const own: Record<string, string> = {
  'macmahon-hexagon': `| MacMahon's 24 triangles in a hexagon: polydance macmahon
| six doubled triangles, or the name of a hexiamond (sphinx, crown, ...)
00+ 10 10+ 01 01+ 11
`,
  'tetrasticks-3x3.in': `| six tetrasticks in a 3x3 grid: polydance polystick
H[0-2][0-3] V[0-3][0-2]
A H01 H11 V10 V11
B H00 H10 H20 V00
C H00 H01 H10 V00
D H00 H02 V00 V01
E H00 H10 V00 V01
F H00 H01 V00 V01
`,
};

function preset(file: string, spec: string): Preset {
  const first = spec.split('\n').find((l) => l.startsWith('|'));
  return { file, group: 'examples', title: first ? first.replace(/^\|\s*/, '') : file, lattice: presetLattice(spec), spec };
}

const byFile = (a: Preset, b: Preset): number => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);

export const presets: readonly Preset[] = [
  ...PUZZLES.map((p): Preset => ({ file: p.name, group: 'catalogue', title: p.title, lattice: p.lattice, spec: p.spec })),
  ...[
    ...Object.entries(files).map(([path, spec]) => preset(path.slice(path.lastIndexOf('/') + 1), spec)),
    ...Object.entries(own).map(([file, spec]) => preset(file, spec)),
  ].sort(byFile),
];
