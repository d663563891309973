import { describe, expect, it } from 'vitest';
import type { MarkdownRenderer } from 'vitepress';
import { figurePlugin } from './markdown.js';

/** The fence rule of the plugin over a stand-in for VitePress's own (which wraps a block in <div class="language-LANG">). */
function render(info: string, content: string): string {
  const md = { renderer: { rules: { fence: (tokens: { info: string; content: string }[], idx: number) => `<div class="language-${tokens[idx]!.info}"><pre><code>${tokens[idx]!.content}</code></pre></div>` } } };
  figurePlugin(md as unknown as MarkdownRenderer, { root: '.' });
  const fence = md.renderer.rules.fence as unknown as (tokens: unknown[], idx: number, options: unknown, env: unknown, self: unknown) => string;
  return fence([{ info, content, map: [0, 1] }], 0, {}, {}, {});
}

describe('code blocks of ASCII art', () => {
  it('are marked pd-art (lines set close together), box drawing and triangles alike', () => {
    expect(render('output', '┌───┐\n│ A │\n└───┘\n')).toMatch(/^<div class="pd-art language-txt">/);
    expect(render('sh', '$ polydance draw x\n /\\\n/__\\\n')).toMatch(/^<div class="pd-art language-shellsession">/);
  });

  it('leave other blocks alone', () => {
    expect(render('sh', '$ polydance solve --count soma\n11520\n')).toMatch(/^<div class="language-shellsession">/);
    expect(render('ts', 'const a = 1 / 2;\n')).toBe('<div class="language-ts"><pre><code>const a = 1 / 2;\n</code></pre></div>');
  });
});
