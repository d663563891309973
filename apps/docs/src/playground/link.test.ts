import { describe, expect, test } from 'vitest';
import {
  compressSpec,
  decompressSpec,
  HELD_LINK_KEY,
  HOLD_LONG_LINK,
  LONG_HASH,
  linkHash,
  MAX_LINKED_SPEC,
  openedHash,
  PLAIN_LINK,
  readLinkHash,
  utf8Length,
  fitsPlainLink,
} from './link.js';

const SPEC = '[0-2][0-3]\nA 00 01 02 03\nB 10 11 12 13\nC 20 21 22 23\n';

describe('compressed links', () => {
  test('a spec comes back whole from its compressed form, whatever its characters', async () => {
    const spec = `| ünïcödé, tabs\tand \u2028 line separators, NUL \u0000 and emoji 🧩\n${SPEC}`.repeat(500);
    const z = await compressSpec(spec);
    expect(z).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(z.length).toBeLessThan(spec.length / 20);
    expect(await decompressSpec(z)).toBe(spec);
  });

  test('a short spec keeps its readable link; a long one is linked compressed, and both read back', async () => {
    const short = await linkHash('square', SPEC);
    expect(short).toEqual({ hash: new URLSearchParams({ lattice: 'square', spec: SPEC }).toString(), compressed: false });
    const long = `${'| a comment line of the spec, one of many\n'.repeat(35_000)}${SPEC}`;
    const linked = await linkHash('square', long);
    expect(linked.compressed).toBe(true);
    expect(linked.hash.length).toBeLessThan(PLAIN_LINK);
    expect(linked.hash).toMatch(/^lattice=square&z=[A-Za-z0-9_-]+$/);
    expect(await readLinkHash(`#${linked.hash}`)).toEqual({ kind: 'spec', lattice: 'square', spec: long, compressed: true });
    expect(await readLinkHash(short.hash)).toEqual({ kind: 'spec', lattice: 'square', spec: SPEC, compressed: false });
  });

  test('a damaged compressed link is named as such, not read as a spec', async () => {
    const z = await compressSpec(SPEC.repeat(100));
    for (const bad of [z.slice(0, z.length >> 1), `${z}!`, 'AAAA', z.replace(/./, (c) => (c === 'A' ? 'B' : 'A'))]) {
      const read = await readLinkHash(`lattice=square&z=${bad}`);
      if (read.kind === 'spec') expect(read.spec).not.toBe(SPEC.repeat(100));
      else {
        expect(read.kind).toBe('damaged');
        if (read.kind === 'damaged') expect(read.message).toMatch(/^This link's compressed spec cannot be read: /);
      }
    }
    expect(await readLinkHash(`lattice=square&z=${z.slice(0, 10)}`)).toMatchObject({ kind: 'damaged' });
  });

  test('a small link that expands past the limit is refused, not expanded', async () => {
    const bomb = await compressSpec('|'.repeat(MAX_LINKED_SPEC + 1000));
    expect(bomb.length).toBeLessThan(100_000);
    await expect(decompressSpec(bomb)).rejects.toThrow(/expands past 32,000,000 characters, the playground's limit/);
  });

  test('sizes and plain-link lengths counted without encoding agree with encoding', () => {
    for (const text of ['', 'abc', 'é', '€', '🧩', '\ud800', 'a\udc00b', `${'| x é € 🧩 \n'.repeat(1000)}`]) {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      const exact = new URLSearchParams({ lattice: 'square', spec: text }).toString().length;
      for (const limit of [exact - 1, exact, exact + 1, exact * 3]) expect(fitsPlainLink('square', text, limit)).toBe(exact <= limit);
    }
  });

  test('what else a hash can hold', async () => {
    expect(await readLinkHash('')).toEqual({ kind: 'none' });
    expect(await readLinkHash('#spec=abc')).toEqual({ kind: 'none' });
    expect(await readLinkHash('#lattice=cube&stored=1')).toEqual({ kind: 'stored', lattice: 'cube' });
    expect(await readLinkHash('#lattice=cube')).toEqual({ kind: 'none' });
  });
});

/** A window with just what the page's first script touches. */
function fakeWindow(pathname: string, hash: string) {
  const stored = new Map<string, string>();
  const w = {
    location: { pathname, search: '', hash },
    history: {
      state: { kept: true },
      replaceState(state: unknown, _title: string, url: string) {
        w.replaced.push(url);
        w.location.hash = url.slice(url.indexOf('#'));
        expect(state).toEqual({ kept: true });
      },
    },
    sessionStorage: { setItem: (k: string, v: string) => void stored.set(k, v), getItem: (k: string) => stored.get(k) ?? null },
    replaced: [] as string[],
    stored,
    __polydanceLink: undefined as string | undefined,
  };
  return w;
}

/** Runs the page's first script as the page's head does: a string of script, on `w` as its window. */
function runFirstScript(w: unknown): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is a string of the page's head: run as the page runs it
  const script = new Function('window', HOLD_LONG_LINK) as (w: unknown) => void;
  script(w);
}

describe("the playground page's first script", () => {
  const long = `#${new URLSearchParams({ lattice: 'square', spec: '| x\n'.repeat(LONG_HASH) }).toString()}`;

  test('takes a long link off the address bar, keeping it for the page and the session', () => {
    const w = fakeWindow('/docs/playground.html', long);
    runFirstScript(w);
    expect(w.replaced).toEqual(['/docs/playground.html#lattice=square&held=1']);
    expect(w.__polydanceLink).toBe(long);
    expect(w.stored.get(HELD_LINK_KEY)).toBe(long);
    expect(openedHash(w)).toBe(long);
    // a reload before the page wrote the spec's own link: the session still has it
    expect(openedHash({ location: w.location, sessionStorage: w.sessionStorage })).toBe(long);
  });

  test('leaves short links, other pages and a lattice it cannot name alone', () => {
    for (const [path, hash] of [['/playground.html', `#${new URLSearchParams({ lattice: 'square', spec: SPEC }).toString()}`], ['/catalogue.html', long]] as const) {
      const w = fakeWindow(path, hash);
      runFirstScript(w);
      expect(w.replaced).toEqual([]);
      expect(openedHash(w)).toBe(hash);
    }
    const w = fakeWindow('/playground', `#spec=${'x'.repeat(LONG_HASH)}&lattice=${'q'.repeat(50)}`);
    runFirstScript(w);
    expect(w.replaced).toEqual(['/playground#held=1']);
  });
});
