import { describe, expect, test } from 'vitest';
import { PlaygroundSession } from './engine.js';
import type { WorkerMessage } from './protocol.js';

/** XML 1.0's Char production: what a document may hold at all. */
const XML_CHARS = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;

async function drawn(lattice: string, spec: string): Promise<string[]> {
  const messages: WorkerMessage[] = [];
  await new PlaygroundSession((m) => messages.push(m)).solve({ type: 'solve', lattice, spec, draw: 4 });
  expect(messages.at(-1)).toMatchObject({ type: 'done' });
  return messages.flatMap((m) => (m.type === 'solution' ? [m.svg] : []));
}

describe('the pictures the playground draws (and downloads) are valid XML whatever the names', () => {
  test.each([
    ['square', '[0-1][0-1]\n\u001bA\u0000 00 01\nB\u2028 10 11\n'],
    ['cube', '[0-1]00\n\u0007X\u202e 000 100\n'],
  ])('%s: names with NUL, ESC, BEL, U+2028 or U+202E are escaped', async (lattice, spec) => {
    const svgs = await drawn(lattice, spec);
    expect(svgs.length).toBeGreaterThan(0);
    for (const svg of svgs) {
      expect(svg).toMatch(XML_CHARS);
      expect(svg).toMatch(/\\x1b|\\x07/);
    }
  });
});
