// The built site served on localhost and a Chromium to open it in, for the browser tests
// (test/*.e2e.ts): the site of `pnpm docs:build`, Debian's Chromium driven by playwright-core.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../../test/chromium.js';
import { afterAll, beforeAll } from 'vitest';
import { serveSite } from '../src/serve.js';

const dist = join(import.meta.dirname, '..', '.vitepress', 'dist');

/** The served site: its address, a browser context, and how to end both. */
export interface Site {
  readonly base: string;
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Serves the built site and starts Chromium with a fresh profile; throws, saying what to do, when either is missing. */
export async function openSite(): Promise<Site> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no built site in ${dist}: run 'pnpm docs:build' first`);
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium)`);
  const server: Server = await serveSite(dist, '127.0.0.1', 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const profile = mkdtempSync(join(tmpdir(), 'polydance-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return {
    base,
    context,
    async close() {
      await context.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The site for the tests of one file: opened before them, closed after; the getter gives it once open. */
export function useSite(): () => Site {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await openSite();
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });
  return () => {
    if (site === undefined) throw new Error('the site is not open yet');
    return site;
  };
}
