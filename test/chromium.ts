// What the browser tests share (apps/cli/test/*.browser.test.ts, apps/docs/test/*.e2e.ts).

/** The Chromium binary they drive: CHROMIUM, or /usr/bin/chromium. */
export const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium';

/** Its flags: headless, and quiet (no sandbox, GPU, network or updates of its own). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
