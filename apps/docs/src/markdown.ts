import type { MarkdownRenderer } from 'vitepress';
import { splitInfo } from './codeblocks.js';
import { figureHtml, renderFigure } from './figures.js';
import type { FigureContext } from './figures.js';

/** Box-drawing characters, or the slanted strokes of triangles' ASCII art (a slash and a backslash side by side). */
const ART = /[\u2500-\u257F]|\/\\|\\\//;

/**
 * A code block that holds ASCII art gets the class `pd-art`, whose lines are set close
 * together (style.css) so that vertical strokes have no gaps.
 */
export function artBlock(content: string, html: string): string {
  return ART.test(content) ? html.replace(/^<div class="language-/, '<div class="pd-art language-') : html;
}

/**
 * A markdown-it plugin for ```output blocks (plain text) and ```figure blocks: the spec is shown as a code block and
 * followed by its picture, drawn by the real packages while the site is built.
 * A figure that cannot be drawn fails the build, naming the page and line.
 */
export function figurePlugin(md: MarkdownRenderer, context: FigureContext): void {
  const plain = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, options, env: { relativePath?: string }, self) => artBlock(tokens[idx]!.content, fenced(tokens, idx, options, env, self));
  const fenced: typeof plain = (tokens, idx, options, env: { relativePath?: string }, self) => {
    const fence = plain;
    const token = tokens[idx]!;
    const { lang, meta } = splitInfo(token.info);
    /** Renders the block as language `as`, labelled `label`. */
    const relabel = (as: string, label: string): string => {
      const saved = token.info;
      token.info = as;
      const html = fence(tokens, idx, options, env, self);
      token.info = saved;
      return html.replace(`<span class="lang">${as}</span>`, `<span class="lang">${label}</span>`);
    };
    // What a TypeScript example prints: plain text, labelled as output.
    if (lang === 'output') return relabel('txt', 'output');
    if (lang === 'sh' && /^\$ /m.test(token.content)) {
      // A session: prompts highlighted as commands, the rest as their plain output.
      return relabel('shellsession', 'sh');
    }
    if (lang !== 'figure') return fence(tokens, idx, options, env, self);
    let figure;
    try {
      figure = renderFigure(meta, token.content, context);
    } catch (e) {
      const where = `${env.relativePath ?? '?'}:${(token.map?.[0] ?? 0) + 1}`;
      throw new Error(`${where}: figure: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    if (/(^|\s)--(spec|puzzle)=/.test(meta)) return figureHtml(figure);
    const command = meta.split(/\s+/)[0] ?? '';
    return relabel('txt', `polydance ${command}`) + figureHtml(figure);
  };
}
