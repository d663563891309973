import { PUZZLES } from '@polydance/puzzles';
import { latticeCatalog, latticeOfCommand } from './catalog.js';

/**
 * The specs the playground offers: the puzzle catalogue (`@polydance/puzzles`), the
 * repository's `examples/` folder, read when the site is built (so the playground and
 * the CLI examples are the same files), and a few of its own. Of the examples, only the
 * specs that open with a comment line saying what they are: the DANCE-era data files
 * (`trominoes.in`, `plus.in`) have no comments, and no generator of the playground
 * reads them.
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
  'macmahon-six-triangles': `| MacMahon's 24 triangles in a hexagon given as six triangles: polydance macmahon
| six doubled triangles, or the name of a hexiamond (sphinx, crown, ...)
00+ 10 10+ 01 01+ 11
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
    ...Object.entries(files)
      .filter(([, spec]) => spec.startsWith('|'))
      .map(([path, spec]) => preset(path.slice(path.lastIndexOf('/') + 1), spec)),
    ...Object.entries(own).map(([file, spec]) => preset(file, spec)),
  ].sort(byFile),
];
