import { GENERATORS } from '@polydance/lattices';

/** A lattice the playground offers: its id (the lattice's name), a label, and the `polydance` command that reads the same specs. */
export interface LatticeEntry {
  readonly id: string;
  /** What the lattice menu shows. */
  readonly label: string;
  /** The `polydance` command that reads the same specs. */
  readonly command: string;
}

/**
 * The lattices the playground offers, from the registry of `@polydance/lattices`: each
 * lattice with its first generator (the modern spec syntax where there are two).
 */
export const latticeCatalog: readonly LatticeEntry[] = GENERATORS.filter(
  (g, i) => GENERATORS.findIndex((o) => o.lattice === g.lattice) === i,
).map((g) => ({ id: g.lattice.name, label: g.lattice.label, command: g.command }));

/** The lattice whose generator is `polydance COMMAND`. */
export function latticeOfCommand(command: string): LatticeEntry | undefined {
  return latticeCatalog.find((l) => l.command === command);
}
