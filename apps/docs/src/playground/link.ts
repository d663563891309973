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

/**
 * A spec whose plain link (`spec=`) would be longer than this (characters of the hash)
 * is linked compressed (`z=`: deflate, base64url): a link of 1.4 MB of comment lines
 * becomes a few kB, one of 60,000 pieces about a fifth of its text. Shorter specs keep
 * the readable link.
 */
export const PLAIN_LINK = 16_384;

/** The most characters a compressed link's spec may expand to (a small link could hold gigabytes). */
export const MAX_LINKED_SPEC = 32_000_000;

/** What a link's hash holds. */
export type LinkedSpec =
  | { readonly kind: 'spec'; readonly lattice: string; readonly spec: string; readonly compressed: boolean }
  /** `stored=1`: a spec too long for any link, kept in the local storage of the browser that made it. */
  | { readonly kind: 'stored'; readonly lattice: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'damaged'; readonly message: string };

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('it is not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** The UTF-8 size of a text (bytes), counted without encoding it. */
export function utf8Length(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) n += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 2;
      i++;
    } else n += 2;
  }
  return n;
}

/** A spec compressed for a link: deflate (raw) of its UTF-8, in base64url. */
export async function compressSpec(spec: string): Promise<string> {
  const stream = new Blob([spec]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/** The spec of a compressed link (compressSpec); throws with the reason if it is damaged or expands past MAX_LINKED_SPEC. */
export async function decompressSpec(z: string): Promise<string> {
  const bytes = fromBase64Url(z);
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (text.length > MAX_LINKED_SPEC) {
      await reader.cancel();
      throw new Error(`it expands past ${MAX_LINKED_SPEC.toLocaleString('en-US')} characters, the playground's limit`);
    }
  }
  return text + decoder.decode();
}

/**
 * Whether the plain link's hash (`lattice=ID&spec=...`) of a spec is at most `limit`
 * characters, encoding it only when its length alone does not tell (an encoded
 * character takes 1 to 12 characters).
 */
export function fitsPlainLink(lattice: string, spec: string, limit: number): boolean {
  const fixed = 'lattice=&spec='.length + lattice.length * 12;
  if (spec.length + fixed - lattice.length * 11 > limit) return false;
  if (spec.length * 12 + fixed <= limit) return true;
  return new URLSearchParams({ lattice, spec }).toString().length <= limit;
}

/** The hash (without `#`) of the link to a spec: plain when short (PLAIN_LINK), else compressed. */
export async function linkHash(lattice: string, spec: string): Promise<{ hash: string; compressed: boolean }> {
  if (fitsPlainLink(lattice, spec, PLAIN_LINK)) return { hash: new URLSearchParams({ lattice, spec }).toString(), compressed: false };
  return { hash: new URLSearchParams({ lattice, z: await compressSpec(spec) }).toString(), compressed: true };
}

/** What a link's hash (with or without `#`) holds: a spec, plain or compressed, a pointer to local storage, or nothing. */
export async function readLinkHash(hash: string): Promise<LinkedSpec> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const lattice = params.get('lattice');
  if (lattice === null) return { kind: 'none' };
  const spec = params.get('spec');
  if (spec !== null) return { kind: 'spec', lattice, spec, compressed: false };
  const z = params.get('z');
  if (z !== null) {
    try {
      return { kind: 'spec', lattice, spec: await decompressSpec(z), compressed: true };
    } catch (e) {
      return { kind: 'damaged', message: `This link's compressed spec cannot be read: ${e instanceof Error ? e.message : String(e)}.` };
    }
  }
  if (params.get('stored') === '1') return { kind: 'stored', lattice };
  return { kind: 'none' };
}

/** Where the page's first script keeps a long link's hash (HOLD_LONG_LINK). */
export const HELD_LINK_KEY = 'polydance-playground-link';

/** A hash longer than this is taken off the address bar before the page's scripts start (HOLD_LONG_LINK). */
export const LONG_HASH = 65_536;

/**
 * The playground page's first script (in the head, before the site's modules): a link
 * whose hash is longer than LONG_HASH (a plain link of megabytes) is kept in
 * `window.__polydanceLink` and the session's storage, and the address bar gets a short
 * hash (`lattice=ID&held=1`) at once. Every relative address of the page, each of its
 * links and every history call of the router is resolved against the page's address:
 * against one of megabytes, that takes seconds. The playground reads the held hash and
 * writes the spec's own link (compressed) when it has shown it.
 */
export const HOLD_LONG_LINK = `(function (w) {
  try {
    var l = w.location, h = l.hash;
    if (h.length <= ${LONG_HASH} || !/\\/playground(\\.html)?$/.test(l.pathname)) return;
    w.__polydanceLink = h;
    try { w.sessionStorage.setItem(${JSON.stringify(HELD_LINK_KEY)}, h); } catch (e) {}
    var m = /(?:^#|&)lattice=([A-Za-z0-9-]{1,40})(?:&|$)/.exec(h);
    w.history.replaceState(w.history.state, '', l.pathname + l.search + '#' + (m ? 'lattice=' + m[1] + '&' : '') + 'held=1');
  } catch (e) {}
})(window);`;

/** The hash the page was opened with: the held one (HOLD_LONG_LINK) when the address bar says `held=1`. */
export function openedHash(w: { location: { hash: string }; __polydanceLink?: string | undefined; sessionStorage?: { getItem(key: string): string | null } }): string {
  const hash = w.location.hash;
  if (!/(?:^#|&)held=1(?:&|$)/.test(hash)) return hash;
  if (typeof w.__polydanceLink === 'string') return w.__polydanceLink;
  try {
    return w.sessionStorage?.getItem(HELD_LINK_KEY) ?? hash;
  } catch {
    return hash;
  }
}
