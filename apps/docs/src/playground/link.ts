import { escapeXml } from '@polydance/lattice';

/**
 * The playground's share link for a spec: its lattice and its spec, as the
 * playground's "Share link" writes them (`#lattice=ID&spec=...`).
 */
export function playgroundLink(p: { readonly lattice: string; readonly spec: string }): string {
  return `/playground.html#${new URLSearchParams({ lattice: p.lattice, spec: p.spec }).toString()}`;
}

/**
 * The "Open in the playground" link to a share link (`playgroundLink`), as raw HTML: the one way the docs' pages
 * (the catalogue, the figures) link to the playground. A Markdown link would not do:
 * the Markdown step normalizes its target, decoding the spec's encoded newlines, which
 * the browser then drops, and the spec arrives as one line. An HTML attribute is left as
 * it is written.
 */
export function playgroundAnchor(link: string): string {
  return `<a class="pd-open" href="${escapeXml(link)}">Open in the playground</a>`;
}
