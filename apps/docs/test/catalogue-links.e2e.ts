// Every "Open in the playground" link of the catalogue page carries its puzzle's spec,
// and one link of each lattice, clicked as a reader clicks it (the site's own router
// takes it), shows the puzzle's spec exactly as
// `polydance puzzles show NAME` prints it, on the puzzle's lattice. Serves the built site
// (`pnpm docs:build`) and drives Debian's Chromium, as browser.e2e.ts does; run with
// `pnpm docs:test:browser`.
import { PassThrough, Readable } from 'node:stream';
import { run } from 'polydance';
import { findPuzzle, PUZZLES } from '@polydance/puzzles';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openSite } from './site.js';
import type { Site } from './site.js';

let site: Site | undefined;
let base = '';
let context: BrowserContext;

beforeAll(async () => {
  site = await openSite();
  ({ base, context } = site);
}, 60_000);

afterAll(async () => {
  await site?.close();
});

/** What `polydance puzzles show NAME` prints on stdout: the puzzle's spec. */
async function shownSpec(name: string): Promise<string> {
  const stdout = new PassThrough();
  const chunks: Buffer[] = [];
  stdout.on('data', (c: Buffer) => chunks.push(c));
  const stderr = new PassThrough();
  stderr.resume();
  const code = await run(['puzzles', 'show', name], { stdin: Readable.from([]), stdout, stderr });
  expect(code, `polydance puzzles show ${name}`).toBe(0);
  return Buffer.concat(chunks).toString('utf8');
}

test('every catalogue link carries its puzzle, and one of each lattice, clicked, opens it in the playground: the spec of polydance puzzles show', async () => {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  expect((await page.goto(`${base}/catalogue.html`, { waitUntil: 'load' }))?.status()).toBe(200);
  // each link, and the puzzle whose section holds it (the heading before it)
  const links = await page.locator('a.pd-open').evaluateAll((anchors) =>
    anchors.map((a, index) => {
      let at: Element | null = a.closest('p') ?? a;
      while (at && at.tagName !== 'H3') at = at.previousElementSibling;
      return { index, name: at?.id ?? '', href: a.getAttribute('href') ?? '' };
    }),
  );
  expect(links.map((l) => l.name).sort()).toEqual(PUZZLES.map((p) => p.name).sort());
  // every link of the built page carries its puzzle's lattice and spec whole
  for (const { name, href } of links) {
    const params = new URLSearchParams(href.slice(href.indexOf('#') + 1));
    expect([params.get('lattice'), params.get('spec')], name).toEqual([findPuzzle(name)!.lattice, await shownSpec(name)]);
  }
  // and the first link of each lattice, clicked, shows that spec in the playground
  const seen = new Set<string>();
  for (const { index, name } of links) {
    const puzzle = findPuzzle(name)!;
    if (seen.has(puzzle.lattice)) continue;
    seen.add(puzzle.lattice);
    const expected = await shownSpec(name);
    await page.locator('a.pd-open').nth(index).click();
    await page.waitForURL(/\/playground\.html#/);
    const spec = page.getByTestId('spec');
    await spec.waitFor();
    await expect.poll(() => spec.inputValue(), { timeout: 10_000, message: name }).toBe(expected);
    expect(await page.getByTestId('lattice').inputValue(), name).toBe(puzzle.lattice);
    await page.goBack({ waitUntil: 'load' });
    await page.locator('a.pd-open').nth(index).waitFor();
  }
  expect(seen.size).toBeGreaterThan(5);
  expect(errors).toEqual([]);
  await page.close();
}, 10 * 60_000);
