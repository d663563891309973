// A plain static server for the built site (`.vitepress/dist`), as `python3 -m
// http.server` is: a path is a file, or a folder served by its index.html; no .html is
// added to a path. `pnpm docs:preview` (src/preview.ts) and the browser test serve the
// site with it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The address the docs' servers listen on unless told otherwise: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

/**
 * The host the docs' servers (`pnpm docs:dev`, `pnpm docs:preview`) listen on: the
 * environment's `POLYDANCE_DOCS_HOST` (`0.0.0.0` for every interface), or 127.0.0.1.
 */
export function docsHost(env: NodeJS.ProcessEnv = process.env): string {
  const host = env['POLYDANCE_DOCS_HOST']?.trim();
  return host === undefined || host === '' ? DEFAULT_HOST : host;
}

/** Serves the files of `dir` on `host`:`port` (port 0: any free port); resolves once it listens. */
export function serveSite(dir: string, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname));
    const candidates = [path, join(path, 'index.html')].map((p) => join(dir, p));
    const file = candidates.find((f) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile());
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
