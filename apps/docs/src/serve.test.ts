import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_HOST, docsHost, serveSite } from './serve.js';

describe('the docs servers', () => {
  test('listen on 127.0.0.1 unless POLYDANCE_DOCS_HOST says otherwise', () => {
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    expect(docsHost({})).toBe('127.0.0.1');
    expect(docsHost({ POLYDANCE_DOCS_HOST: '' })).toBe('127.0.0.1');
    expect(docsHost({ POLYDANCE_DOCS_HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });
});

describe('serveSite', () => {
  let dir = '';
  let close = (): Promise<void> => Promise.resolve();
  let base = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'polydance-serve-'));
    mkdirSync(join(dir, 'guide'));
    writeFileSync(join(dir, 'index.html'), '<p>home</p>');
    writeFileSync(join(dir, 'guide', 'cli.html'), '<p>cli</p>');
    const server = await serveSite(dir, '127.0.0.1', 0);
    const address = server.address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
    base = `http://127.0.0.1:${address.port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('serves a file by its path, a folder by its index.html, with its type', async () => {
    const page = await fetch(`${base}/guide/cli.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe('<p>cli</p>');
    expect(await (await fetch(`${base}/`)).text()).toBe('<p>home</p>');
  });

  test('adds no .html to a path, and serves nothing outside its folder', async () => {
    expect((await fetch(`${base}/guide/cli`)).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });

  test('answers a path that is no valid percent-encoded UTF-8 with 400, and goes on serving', async () => {
    for (const bad of ['/%E0', '/%', '/%zz', '/guide/%C3%28', '/a%00b']) {
      const answer = await fetch(`${base}${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(await answer.text()).toMatch(/^bad request/);
    }
    expect(await (await fetch(`${base}/guide/cli.html`)).text()).toBe('<p>cli</p>');
  });

  test('serves nothing from a folder whose name begins with its own', async () => {
    mkdirSync(`${dir}-sibling`, { recursive: true });
    writeFileSync(join(`${dir}-sibling`, 'secret.html'), 'secret');
    const name = `${dir}-sibling`.split('/').pop()!;
    expect((await fetch(`${base}/..%2f${name}%2fsecret.html`)).status).toBe(404);
    rmSync(`${dir}-sibling`, { recursive: true, force: true });
  });
});
