// `pnpm docs:preview`: serves the built site (`pnpm docs:build` makes it) on
// http://127.0.0.1:4173/, this machine only. POLYDANCE_DOCS_HOST=0.0.0.0 listens on every
// interface; `--port N` (or PORT) takes another port.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { docsHost, serveSite } from './serve.js';

const dist = join(import.meta.dirname, '..', '.vitepress', 'dist');
const args = process.argv.slice(2);
const portArg = args[0] === '--port' ? args[1] : undefined;
if (args.length > 0 && (portArg === undefined || args.length !== 2)) {
  console.error('usage: pnpm docs:preview [--port N]   (POLYDANCE_DOCS_HOST=0.0.0.0 to listen on every interface)');
  process.exit(2);
}
const port = Number(portArg ?? process.env['PORT'] ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`docs:preview: bad port ${portArg ?? process.env['PORT'] ?? ''}`);
  process.exit(2);
}
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`docs:preview: no built site in ${dist}: run 'pnpm docs:build' first`);
  process.exit(1);
}
const host = docsHost();
const server = await serveSite(dist, host, port).catch((e: unknown) => {
  console.error(`docs:preview: cannot listen on ${host}:${port}: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
const { port: listening } = server.address() as AddressInfo;
console.log(`The built site is served at http://${host.includes(':') ? `[${host}]` : host}:${listening}/ (Ctrl-C stops)`);
