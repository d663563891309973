import { latticeCatalog, latticeOfCommand } from './catalog.js';

/**
 * The specs the playground offers: the repository's `examples/` folder, read when the
 * site is built (so the playground and the CLI examples are the same files), and a few
 * of its own for lattices the folder has no example for. Only the specs that open with
 * a comment line saying what they are: the DANCE-era data files (`trominoes.in`,
 * `plus.in`) have no comments, and no generator of the playground reads them.
 */
const files = import.meta.glob<string>('../../../../examples/*.in', { query: '?raw', import: 'default', eager: true });

/** A spec the playground offers. */
export interface Preset {
  /** The file name, e.g. `pentominoes-3x20.in`. */
  readonly file: string;
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
};

function preset(file: string, spec: string): Preset {
  const first = spec.split('\n').find((l) => l.startsWith('|'));
  return { file, title: first ? first.replace(/^\|\s*/, '') : file, lattice: presetLattice(spec), spec };
}

export const presets: readonly Preset[] = [
  ...Object.entries(files)
    .filter(([, spec]) => spec.startsWith('|'))
    .map(([path, spec]) => preset(path.slice(path.lastIndexOf('/') + 1), spec)),
  ...Object.entries(own).map(([file, spec]) => preset(file, spec)),
].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
