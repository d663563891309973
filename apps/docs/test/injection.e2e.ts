// A share link is anyone's text: piece names and specs that are HTML or SVG markup
// (`<img>`, `"><img>`, `</title>`, `<img/src=x/onerror=alert(1)>`) reach the playground's
// piece list, messages, drawings and downloads as text, never as elements or scripts.
// Serves the built site (`pnpm docs:build`) and drives Debian's Chromium, as
// browser.e2e.ts does; run with `pnpm docs:test:browser`.
import { readFileSync } from 'node:fs';
import { escapeXml } from '@polydance/lattice';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useSite } from './site.js';

const site = useSite();

const link = (lattice: string, spec: string): string => `#${new URLSearchParams({ lattice, spec }).toString()}`;

/** Opens the playground at `hash`: the page, its errors, and the dialogs it opened (each dismissed). */
async function openLink(hash: string): Promise<{ page: Page; errors: string[]; dialogs: string[] }> {
  const page = await site().context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  expect((await page.goto(`${site().base}/playground.html${hash}`, { waitUntil: 'load' }))?.status()).toBe(200);
  await page.getByTestId('spec').waitFor();
  return { page, errors, dialogs };
}

/** Elements a name read as markup would have made: images, the tags of the names tested, an SVG in a drawing, and any element with an event handler attribute. */
function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tags = Array.from(document.querySelectorAll('img[src="x"], .pd-playground img, .pd-playground i, .pd-playground b, .pd-playground svg svg'));
    const handlers = Array.from(document.querySelectorAll('*')).filter((e) => Array.from(e.attributes).some((a) => /^on/i.test(a.name)));
    return [...new Set([...tags, ...handlers])].map((e) => e.outerHTML.slice(0, 120));
  });
}

/** Waits until the editor's check of the spec is in. */
async function checked(page: Page): Promise<void> {
  await page.locator('[data-testid="editor-status"][data-checking="false"]').waitFor({ timeout: 30_000 });
}

describe('markup in a share link', () => {
  /** Names of at most 8 characters (the longest a piece name may be), each markup or an entity if read as HTML. */
  const names = ['<img>', '"><img>', '<i>X</i>', '</title>', '&#60;b>', '<!--', `'"><svg>`];
  test.each(names)('the piece %s is its name as text: in the piece list, the drawing and the SVG file, which parses; solved, no element made', async (name) => {
    const spec = `[0-1][0-1]\n${name} 00 01 10 11\n`;
    const { page, errors, dialogs } = await openLink(link('square', spec));
    expect(await page.getByTestId('spec').inputValue()).toBe(spec);
    await checked(page);
    const button = page.getByTestId('edit-piece');
    expect(await button.count()).toBe(1);
    expect(await button.getAttribute('data-piece')).toBe(name);
    expect((await button.textContent())?.trim()).toBe(name);
    expect(await button.getAttribute('title')).toContain(`Piece ${name},`);

    await page.getByTestId('solve').click();
    await page.locator('[data-testid="count"][data-done="true"]').waitFor({ timeout: 60_000 });
    expect((await page.getByTestId('count').textContent())?.trim()).toBe('1');
    // the drawing on the page: the name is the piece's title, and its label
    const drawing = page.locator('[data-testid="solution"] svg').first();
    expect(await drawing.locator('title').allTextContents()).toContain(name);
    expect(await drawing.locator('text').allTextContents()).toContain(name);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-svg').first().click()]);
    const svg = readFileSync(await download.path(), 'utf8');
    // the name escaped, as the piece's title and its label
    expect(svg).toContain(`<title>${escapeXml(name)}</title>`);
    expect(svg).toContain(`>${escapeXml(name)}</text>`);
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.tagName,
        titles: Array.from(doc.getElementsByTagName('title'), (t) => t.textContent),
        foreign: doc.querySelectorAll('img, i, b, script, foreignObject, svg svg').length,
        handlers: Array.from(doc.querySelectorAll('*')).filter((e) => Array.from(e.attributes).some((a) => /^on/i.test(a.name))).length,
      };
    }, svg);
    const { titles, ...xml } = parsed;
    expect(xml).toEqual({ errors: 0, root: 'svg', foreign: 0, handlers: 0 });
    expect(titles).toContain(name);

    expect(await injected(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test.each([
    // too long for a name (8 characters at most): the parser's message quotes it
    ['<img/src=x/onerror=alert(1)> 00 01 10 11', "piece name '<img/src=x/onerror=alert(1)>' is longer than 8 characters"],
    ['"><svg/onload=alert(1)> 00 01 10 11', `piece name '"><svg/onload=alert(1)>' is longer than 8 characters`],
    // with spaces, a name `<img` and cells that are not cells
    ['<img src=x onerror=alert(1)> 00 01 10 11', "suffix 'error=alert(1)>' is too long"],
  ])('the piece line %s is an error whose message shows it as text, before and after Solve; no element made', async (line, message) => {
    const spec = `[0-1][0-1]\n${line}\n`;
    const { page, errors, dialogs } = await openLink(link('square', spec));
    expect(await page.getByTestId('spec').inputValue()).toBe(spec);
    await checked(page);
    const shown = page.getByTestId('error');
    await shown.waitFor();
    expect(await shown.textContent()).toContain(message);
    expect(await shown.innerHTML()).not.toContain('<img');
    expect(await shown.innerHTML()).not.toContain('<svg');
    await page.getByTestId('solve').click();
    await expect.poll(async () => (await page.getByTestId('status').textContent())?.trim(), { timeout: 30_000 }).toBe('The spec has an error at line 2.');
    expect(await shown.textContent()).toContain(message);
    await page.waitForTimeout(500);
    expect(await injected(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a lattice that is markup is no lattice: the page shows its first puzzle, and makes no element', async () => {
    const { page, errors, dialogs } = await openLink(link('"><img/src=x/onerror=alert(1)>', '[0-1][0-1]\nA 00 01 10 11\n'));
    await checked(page);
    expect(await page.getByTestId('lattice').inputValue()).toBe('square');
    expect(await page.getByTestId('preset').inputValue()).toBe('pentominoes-3x20.in');
    await page.waitForTimeout(500);
    expect(await injected(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
