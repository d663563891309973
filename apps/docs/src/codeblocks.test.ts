import { describe, expect, test } from 'vitest';
import { codeBlocks, splitInfo } from './codeblocks.js';

describe('codeBlocks', () => {
  test('finds fenced blocks with their language, attributes, text and line', () => {
    const md = ['# Title', '', '```sh', '$ polydance --help', '```', 'text', '```figure polyomino --pieces', '[0-1][0-1]', '```', ''].join('\n');
    expect(codeBlocks(md)).toEqual([
      { lang: 'sh', meta: '', code: '$ polydance --help\n', line: 3 },
      { lang: 'figure', meta: 'polyomino --pieces', code: '[0-1][0-1]\n', line: 7 },
    ]);
  });

  test('a norun comment on the line before marks the block, with its reason', () => {
    const md = ['<!-- norun: installs from the registry -->', '```sh', 'npm install', '```', '```sh', 'ls', '```'].join('\n');
    const [first, second] = codeBlocks(md);
    expect(first?.norun).toBe('installs from the registry');
    expect(second?.norun).toBeUndefined();
  });

  test('a longer fence keeps shorter fences as text; tildes work too', () => {
    const md = ['````md', '```ts', 'x', '```', '````', '~~~ts', 'y', '~~~'].join('\n');
    const blocks = codeBlocks(md);
    expect(blocks.map((b) => [b.lang, b.code])).toEqual([
      ['md', '```ts\nx\n```\n'],
      ['ts', 'y\n'],
    ]);
  });

  test('splitInfo separates the language from the rest', () => {
    expect(splitInfo(' ts ')).toEqual({ lang: 'ts', meta: '' });
    expect(splitInfo('figure  polyomino   --pieces')).toEqual({ lang: 'figure', meta: 'polyomino   --pieces' });
  });
});
