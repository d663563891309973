import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitepress';
import type { DefaultTheme } from 'vitepress';
import { PUZZLES } from '@polydance/puzzles';
import { figurePlugin } from '../src/markdown.js';
import { HOLD_LONG_LINK } from '../src/playground/link.js';
import { docsHost } from '../src/serve.js';
import { THUMBNAIL_PATH, writeThumbnails } from '../src/thumbnails.js';

const app = fileURLToPath(new URL('..', import.meta.url));
const pages = join(app, 'pages');

/** The API pages TypeDoc generated (scripts/api.js), one per package. */
function apiItems(): DefaultTheme.SidebarItem[] {
  const dir = join(pages, 'api');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.md') && d.name !== 'index.md')
    .map((d) => d.name.slice(0, -3))
    .sort()
    .map((slug) => ({ text: slug === 'polydance' ? 'polydance (CLI)' : `@polydance/${slug}`, link: `/api/${slug}` }));
}

/** Sidebar entries for the pages that exist (others are added as their packages land). */
function existing(items: DefaultTheme.SidebarItem[]): DefaultTheme.SidebarItem[] {
  return items.filter((item) => {
    const link = item.link ?? '';
    const file = link.endsWith('/') ? `${link}index.md` : `${link}.md`;
    return existsSync(join(pages, file));
  });
}

/**
 * The catalogue's thumbnails (`src/thumbnails.ts`), written into `pages/public` (not
 * committed) once, when the site is built or served.
 */
let thumbnailsWritten = false;
const catalogueThumbnails = {
  name: 'polydance-catalogue-thumbnails',
  buildStart(): void {
    if (thumbnailsWritten) return;
    thumbnailsWritten = true;
    writeThumbnails(PUZZLES, join(pages, 'public', THUMBNAIL_PATH));
  },
};

export default defineConfig({
  title: 'Polydance',
  description: "Packing puzzles as exact cover problems: Knuth's polyform generators and DLX solvers in TypeScript.",
  srcDir: 'pages',
  // first the script that takes a playground link of megabytes off the address bar
  // (HOLD_LONG_LINK), then the icon: the X pentomino, drawn as the pictures draw pieces
  head: [
    ['script', {}, HOLD_LONG_LINK],
    ['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
  ],
  // Pages are NAME.html and links say so: any plain static server serves the built site,
  // and an inner page reloads (clean URLs would need a server that adds the .html).
  cleanUrls: false,
  lastUpdated: false,
  markdown: {
    config: (md) => {
      md.use(figurePlugin, { root: join(app, '..', '..') });
    },
  },
  vite: {
    plugins: [catalogueThumbnails],
    resolve: { conditions: ['@polydance/source'] },
    ssr: { resolve: { conditions: ['@polydance/source'], externalConditions: ['@polydance/source'] } },
    worker: { format: 'es' },
    // `pnpm docs:dev` listens on this machine only, unless POLYDANCE_DOCS_HOST says otherwise
    server: { host: docsHost(), fs: { allow: [join(app, '..', '..')] } },
  },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Generators', link: '/generators/' },
      { text: 'Solver', link: '/solver/' },
      { text: 'API', link: '/api/' },
      { text: 'Gallery', link: '/gallery' },
      { text: 'Catalogue', link: '/catalogue' },
      { text: 'Playground', link: '/playground' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/guide/getting-started' },
          { text: 'The command line', link: '/guide/cli' },
          { text: 'Errors, signals and exit status', link: '/guide/reliability' },
          { text: 'Architecture (for contributors)', link: '/guide/architecture' },
        ],
      },
      {
        text: 'Generators',
        items: existing([
          { text: 'Overview', link: '/generators/' },
          { text: 'Square: polyominoes', link: '/generators/square' },
          { text: 'Triangle: polyiamonds', link: '/generators/triangle' },
          { text: 'Cube: polycubes', link: '/generators/cube' },
          { text: 'DANCE-era formats', link: '/generators/dance' },
          { text: 'Sticks: polysticks', link: '/generators/stick' },
          { text: 'Hexagons: polyhexes', link: '/generators/hex' },
          { text: 'Half squares: polyaboloes', link: '/generators/abolo' },
          { text: 'Triangular grid sticks: polytrigs', link: '/generators/trig' },
          { text: 'Hexagonal grid sticks: polytwigs', link: '/generators/twig' },
          { text: 'MacMahon triangles', link: '/generators/macmahon' },
          { text: 'Pieces: sets, handedness, every polyform', link: '/generators/pieces' },
        ]),
      },
      {
        text: 'Exact cover',
        items: existing([
          { text: 'The DLX format', link: '/solver/format' },
          { text: 'The solver', link: '/solver/' },
          { text: 'Distinct solutions', link: '/solver/distinct' },
          { text: 'Many cores and machines', link: '/solver/parallel' },
          { text: 'Performance', link: '/performance' },
        ]),
      },
      { text: 'API', link: '/api/', items: apiItems() },
      {
        text: 'Play',
        items: existing([
          { text: 'Gallery', link: '/gallery' },
          { text: 'Puzzle catalogue', link: '/catalogue' },
          { text: 'Playground', link: '/playground' },
        ]),
      },
    ],
    search: { provider: 'local' },
    outline: { level: [2, 3] },
    footer: { message: 'MIT licensed. Every example on this site is run by the test suite.' },
  },
});
