/**
 * The lattices the playground offers, by id, without their code (the page shows this
 * list; the worker loads the generators and drawing, see lattices.ts).
 */
export interface LatticeEntry {
  readonly id: string;
  /** What the lattice menu shows. */
  readonly label: string;
  /** The `polydance` command that reads the same specs. */
  readonly command: string;
}

export const latticeCatalog: readonly LatticeEntry[] = [
  { id: 'square', label: 'Square (polyominoes)', command: 'polyomino' },
  { id: 'triangle', label: 'Triangle (polyiamonds)', command: 'polyiamond' },
  { id: 'cube', label: 'Cube (polycubes)', command: 'polycube' },
  { id: 'stick', label: 'Stick (polysticks)', command: 'polystick' },
  { id: 'macmahon', label: "MacMahon's triangles", command: 'macmahon' },
];

/** The lattice whose generator is `polydance COMMAND`. */
export function latticeOfCommand(command: string): LatticeEntry | undefined {
  return latticeCatalog.find((l) => l.command === command);
}
