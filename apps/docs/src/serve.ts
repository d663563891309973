// A plain static server for the built site (`.vitepress/dist`), as `python3 -m
// http.server` is: a path is a file, or a folder served by its index.html; no .html is
// added to a path. `pnpm docs:preview` (src/preview.ts) and the browser test serve the
// site with it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

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

/** The path of a request, decoded; undefined when it is no valid percent-encoded UTF-8 (`/%E0`). */
function requestPath(url: string | undefined): string | undefined {
  try {
    return normalize(decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname));
  } catch {
    return undefined;
  }
}

/**
 * Serves the files of `dir` on `host`:`port` (port 0: any free port); resolves once it
 * listens. A path that is no valid percent-encoded UTF-8 gets 400, a file it cannot read
 * 500: no request stops the server.
 */
export function serveSite(dir: string, host: string, port: number): Promise<Server> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const text = (status: number, body: string): void => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
    };
    const path = requestPath(req.url);
    if (path === undefined || path.includes('\0')) {
      text(400, 'bad request: the path is not valid percent-encoded UTF-8');
      return;
    }
    const candidates = [path, join(path, 'index.html')].map((p) => join(root, p));
    const file = candidates.find((f) => (f === root || f.startsWith(root + sep)) && existsSync(f) && statSync(f).isFile());
    if (!file) {
      text(404, 'not found');
      return;
    }
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      text(500, 'the file cannot be read');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => done(server));
  });
}
