/**
 * The specs the playground offers: the repository's `examples/` folder, read when the
 * site is built (so the playground and the CLI examples are the same files).
 */
const files = import.meta.glob<string>('../../../../examples/*.in', { query: '?raw', import: 'default', eager: true });

/** A spec the playground offers. */
export interface Preset {
  /** The file name in `examples/`, e.g. `pentominoes-3x20.in`. */
  readonly file: string;
  /** Its first comment line, without the `| `. */
  readonly title: string;
  /** The lattice it is for. */
  readonly lattice: string;
  readonly spec: string;
}

/** The lattice of an example, by its file name. */
function latticeOf(file: string): string {
  if (/macmahon/.test(file)) return 'macmahon';
  if (/iamond/.test(file)) return 'triangle';
  if (/cube|soma/.test(file)) return 'cube';
  if (/stick/.test(file)) return 'stick';
  return 'square';
}

export const presets: readonly Preset[] = Object.entries(files)
  .map(([path, spec]) => {
    const file = path.slice(path.lastIndexOf('/') + 1);
    const first = spec.split('\n').find((l) => l.startsWith('|'));
    return { file, title: first ? first.replace(/^\|\s*/, '') : file, lattice: latticeOf(file), spec };
  })
  .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
