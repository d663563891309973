// No link and no button of the playground can freeze the tab: the links of a short spec
// that makes millions of options, "Every polyform of N cells → Add" at the input's largest
// sizes, and links of megabytes leave the page's main thread answering (a heartbeat in the
// page: no gap between its ticks over 200 ms), the heavy work in workers, stopped at the
// playground's limits with a message naming them; a spec too long for a link survives a
// reload. Serves the built site (`pnpm docs:build`) and drives Debian's Chromium; run with
// `pnpm docs:test:browser`.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { MAX_PIECE_BUTTONS, tooManyOptions } from '../src/playground/limits.js';
import { useSite } from './site.js';

const site = useSite();

/** The longest a main-thread task may keep the page from answering. */
const ANSWER_MS = 200;

/**
 * Opens the playground at `hash` with a heartbeat running in the page from its first
 * script: a tick every 20 ms that records the longest gap between two ticks once the
 * editor is there (`beat()` reads it), and, when `specLength` is given, the time from the
 * document's start to the tick that first sees a spec of that length in the editor: in the
 * text box, or counted by the view of a long spec (`shownMs()`: what the page takes, not
 * what the browser takes to hand it the address).
 */
async function openPlayground(hash = '', specLength = -1): Promise<{ page: Page; errors: string[]; beat: () => Promise<number>; shownMs: () => Promise<number> }> {
  const page = await site().context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('crash', () => errors.push('the tab crashed'));
  await page.addInitScript((length) => {
    const w = window as unknown as { __beat: { born: number; last: number; worst: number; on: boolean; shown: number } };
    w.__beat = { born: performance.now(), last: performance.now(), worst: 0, on: false, shown: -1 };
    const counted = `(${length.toLocaleString('en-US')} characters,`;
    setInterval(() => {
      const now = performance.now();
      const spec = document.querySelector<HTMLTextAreaElement>('[data-testid="spec"]');
      if (!w.__beat.on && spec) w.__beat.on = true;
      else if (w.__beat.on) w.__beat.worst = Math.max(w.__beat.worst, now - w.__beat.last);
      const long = document.querySelector('[data-testid="long-text"]')?.textContent ?? '';
      if (w.__beat.shown < 0 && spec && (spec.value.length === length || long.includes(counted))) w.__beat.shown = now - w.__beat.born;
      w.__beat.last = now;
    }, 20);
  }, specLength);
  expect((await page.goto(`${site().base}/playground.html${hash}`, { waitUntil: 'load' }))?.status()).toBe(200);
  await page.getByTestId('spec').waitFor({ state: 'attached' });
  const beat = () => page.evaluate(() => (window as unknown as { __beat: { worst: number } }).__beat.worst);
  const shownMs = async () => {
    await page.waitForFunction(() => (window as unknown as { __beat: { shown: number } }).__beat.shown >= 0, undefined, { timeout: 60_000 });
    return page.evaluate(() => (window as unknown as { __beat: { shown: number } }).__beat.shown);
  };
  return { page, errors, beat, shownMs };
}

const link = (lattice: string, spec: string): string => `#${new URLSearchParams({ lattice, spec }).toString()}`;
const status = (page: Page) => page.getByTestId('editor-status');
/** Waits until the editor's check of the spec is in, and gives what it says. */
async function checked(page: Page, timeout = 60_000): Promise<string> {
  await page.locator('[data-testid="editor-status"][data-checking="false"]').waitFor({ timeout });
  return (await status(page).textContent()) ?? '';
}

const CUBE = '[0-z][0-z][0-z]';

/**
 * The whole spec: a long one, shown line by line, is first put into the text box by
 * "Edit as text" (which holds the page for a second or more: read it after the heartbeat).
 */
async function specText(page: Page): Promise<string> {
  if ((await page.getByTestId('edit-long').count()) > 0) {
    await page.getByTestId('edit-long').click();
    await page.getByTestId('spec').waitFor({ state: 'visible' });
  }
  return page.getByTestId('spec').inputValue();
}

/** Puts `text` into the spec editor as one edit (a paste). */
async function typeIn(page: Page, text: string): Promise<void> {
  await page.getByTestId('spec').evaluate((el, value) => {
    (el as HTMLTextAreaElement).value = value;
    el.dispatchEvent(new Event('input'));
  }, text);
}

describe('a short link of millions of options', () => {
  const fiveCubes = Array.from({ length: 200 }, (_, i) => `P${i} 000 100 200 010 001`).join('\n');
  test.each([
    ['the solid pentominoes in a 36x36x36 box', `${CUBE}\nset: solid-pentominoes\n`],
    ['the Soma pieces in it', `${CUBE}\nset: soma\n`],
    ['200 five-cube pieces in it (a 5 kB link)', `${CUBE}\n${fiveCubes}\n`],
  ])('%s: the page answers throughout, and the check names the option limit', async (_, spec) => {
    const { page, errors, beat } = await openPlayground(link('cube', spec));
    expect(await page.getByTestId('spec').inputValue()).toBe(spec);
    expect(await checked(page)).toContain(tooManyOptions());
    await expect(page.getByTestId('editor-too-big').textContent()).resolves.toMatch(/^Line 1 holds 46,656 cells, more than the 20,000 the editor draws/);
    expect(await beat()).toBeLessThanOrEqual(ANSWER_MS);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('every polyform of N cells, added', () => {
  /**
   * Opens the playground and, its check in, starts adding every polyform of `size` cells:
   * the page, its errors and heartbeat, and the spec from before the adding.
   */
  async function startAdding(size: string): Promise<{ page: Page; errors: string[]; beat: () => Promise<number>; before: string }> {
    const { page, errors, beat } = await openPlayground();
    await checked(page);
    const before = await page.getByTestId('spec').inputValue();
    await page.getByTestId('piece-size').fill(size);
    await page.getByTestId('add-polyforms').click();
    await page.getByTestId('adding').waitFor();
    return { page, errors, beat, before };
  }

  test('at 12 (the input\'s largest): listed in a worker, the page answering; its 63,600 pieces are added and the check names the option limit', async () => {
    const { page, errors, beat, before } = await startAdding('12');
    await page.getByTestId('add-polyforms').waitFor({ timeout: 240_000 });
    expect(await page.getByTestId('pieces-error').count()).toBe(0);
    await page.getByTestId('piece-summary').waitFor({ timeout: 30_000 });
    await page.getByTestId('spec-view').waitFor();
    expect(await checked(page)).toContain(tooManyOptions());
    // the link holds it compressed, written once the last step is in (looked at in the
    // page: reading megabytes out of it would itself hold its main thread)
    await page.waitForFunction(() => /#lattice=square&z=[A-Za-z0-9_-]+$/.test(document.querySelector('[data-testid="share"]')?.getAttribute('href') ?? ''), undefined, { timeout: 20_000 });
    await page.waitForTimeout(500);
    expect(await beat()).toBeLessThanOrEqual(ANSWER_MS);
    expect(await page.getByTestId('edit-piece').count()).toBe(0);
    const after = await specText(page);
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length).trimEnd().split('\n')).toHaveLength(63_600);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  test('at 13: the page answers while the worker lists them, and Cancel stops it, the spec unchanged', async () => {
    const { page, errors, beat, before } = await startAdding('13');
    await page.waitForTimeout(8000);
    expect(await page.getByTestId('adding').count()).toBe(1);
    await page.getByTestId('cancel-add').click();
    await page.getByTestId('add-polyforms').waitFor();
    expect(await page.getByTestId('spec').inputValue()).toBe(before);
    expect(await beat()).toBeLessThanOrEqual(ANSWER_MS);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('links of megabytes', () => {
  test('1.44 MB of comment lines: shown within 2 s of the page\'s start, a line number per line in view, not per line', async () => {
    const spec = `${'| a comment line of the spec, one of many\n'.repeat(35_000)}[0-2][0-3]\nA 00 01 02 03\nB 10 11 12 13\nC 20 21 22 23\n`;
    expect(spec.length).toBeGreaterThan(1_440_000);
    const { page, errors, shownMs } = await openPlayground(link('square', spec), spec.length);
    expect(await shownMs()).toBeLessThan(2000);
    await page.getByTestId('spec-view').waitFor();
    expect(await page.locator('.pd-lineno').count()).toBeLessThan(100);
    expect(await page.locator('.pd-long-line').count()).toBeLessThan(100);
    expect(await page.locator('.pd-long-line').first().textContent()).toBe('| a comment line of the spec, one of many');
    expect(await page.getByTestId('long-text').textContent()).toMatch(/This spec \(1,4\d\d,\d\d\d characters, 35,005 lines\) is shown a screen of lines at a time/);
    expect(await checked(page)).toMatch(/^Altogether 12 cells, 3 pieces/);
    // the address holds the spec compressed: a short link that opens it anywhere
    await expect.poll(() => page.url()).toMatch(/#lattice=square&z=[A-Za-z0-9_-]+$/);
    expect(page.url().length).toBeLessThan(20_000);
    expect(await specText(page)).toBe(spec);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('60,000 one-cell pieces (a 612 kB link): shown within 2 s of the page\'s start, the pieces listed by number, not a button each', async () => {
    const pieces = Array.from({ length: 60_000 }, (_, i) => `p${i.toString(36)} 00`).join('\n');
    const spec = `[0-9][0-9]\n${pieces}\n`;
    const { page, errors, shownMs } = await openPlayground(link('square', spec), spec.length);
    expect(await shownMs()).toBeLessThan(2000);
    await page.getByTestId('piece-summary').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('piece-summary').textContent()).toMatch(/60,000 pieces/);
    expect(await page.getByTestId('edit-piece').count()).toBe(0);
    expect(60_000).toBeGreaterThan(MAX_PIECE_BUTTONS);
    expect(await specText(page)).toBe(spec);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('"Edit as text" puts a long spec in the text box all the same', async () => {
    const spec = `${'| filler\n'.repeat(30_000)}[0-1][0-1]\nA 00 01\nB 10 11\n`;
    const { page, errors } = await openPlayground(link('square', spec));
    await page.getByTestId('spec-view').waitFor();
    expect(await page.getByTestId('spec').isVisible()).toBe(false);
    await page.getByTestId('edit-long').click();
    await page.getByTestId('spec').waitFor({ state: 'visible' });
    expect(await page.getByTestId('spec-view').count()).toBe(0);
    expect(await page.getByTestId('spec').inputValue()).toBe(spec);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a 3 MB spec of repeated lines: the link holds it compressed, with a message, and a reload brings it back', async () => {
    const { page, errors } = await openPlayground();
    const spec = `${'| a line of a very long spec, kept whole\n'.repeat(75_000)}[0-1][0-1]\nA 00 01\nB 10 11\n`;
    expect(spec.length).toBeGreaterThan(3_000_000);
    await typeIn(page, spec);
    await page.getByTestId('link-note').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('link-note').textContent()).toMatch(/^This spec \(3\.\d MB\) is too long for a plain link.*The link holds it compressed \(\d+ kB\), and opens it in any browser\.$/);
    expect(page.url()).toMatch(/#lattice=square&z=[A-Za-z0-9_-]+$/);
    expect(page.url().length).toBeLessThan(100_000);
    await page.reload({ waitUntil: 'load' });
    await page.getByTestId('spec').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByTestId('long-text').textContent({ timeout: 10_000 })).toContain(`(${spec.length.toLocaleString('en-US')} characters,`);
    expect(await page.getByTestId('link-note').textContent()).toMatch(/holds it compressed/);
    expect(await specText(page)).toBe(spec);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a 3 MB spec that does not compress, too long for any link: kept in local storage, with a message, and back after a reload', async () => {
    const { page, errors } = await openPlayground();
    // lines of pseudo-random letters: 6 bits a character, which no compression brings under 2 MB
    let seed = 7;
    const letter = (): string => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[(seed >>> 0) % 64]!;
    };
    const lines = Array.from({ length: 50_000 }, () => `| ${Array.from({ length: 60 }, letter).join('')}`);
    const spec = `${lines.join('\n')}\n[0-1][0-1]\nA 00 01\nB 10 11\n`;
    expect(spec.length).toBeGreaterThan(3_000_000);
    await typeIn(page, spec);
    await page.getByTestId('link-note').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('link-note').textContent()).toMatch(/too long for a link, even compressed.*local storage/);
    expect(page.url()).toMatch(/#lattice=square&stored=1$/);
    await page.reload({ waitUntil: 'load' });
    await page.getByTestId('spec').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByTestId('long-text').textContent({ timeout: 10_000 })).toContain(`(${spec.length.toLocaleString('en-US')} characters,`);
    expect(await page.getByTestId('link-note').textContent()).toMatch(/comes back from this browser's local storage/);
    expect(await specText(page)).toBe(spec);
    expect(errors).toEqual([]);
    await page.close();
  });
});
