/**
 * The playground's share link for a spec: its lattice and its spec, as the
 * playground's "Share link" writes them (`#lattice=ID&spec=...`).
 */
export function playgroundLink(p: { readonly lattice: string; readonly spec: string }): string {
  return `/playground.html#${new URLSearchParams({ lattice: p.lattice, spec: p.spec }).toString()}`;
}
