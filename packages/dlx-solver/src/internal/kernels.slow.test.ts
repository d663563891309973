/*
 * The WebAssembly kernels against the loops of links.ts on every case of the golden
 * corpus, in every verbosity: some seconds, so run by `pnpm test:slow` and in CI; the
 * quick checks (random problems, the tasks of a parallel search) are in kernels.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { KnuthProgram } from '../knuth.js';
import { useKernels } from './kernels.js';
import { runKnuthWith } from './kernels-testing.js';

afterEach(() => useKernels(true));

describe('the WebAssembly kernels', () => {
  // the golden inputs, each with the program and arguments of its case, and more verbose
  const dir = new URL('../../../../fixtures/knuth/solve/', import.meta.url);
  const cases = readdirSync(dir)
    .filter((f) => f.endsWith('.cmd'))
    .map((f) => f.slice(0, -4));
  it.each(cases)('print the same as links.ts on %s, in every verbosity', async (name) => {
    const [program, ...args] = readFileSync(new URL(`${name}.cmd`, dir), 'utf8').trim().split(/\s+/);
    const input = readFileSync(new URL(`${name}.dlx`, dir), 'utf8');
    // at most 5*10^7 mems each (a later argument overrides an earlier one)
    const cut = ['T50000000'];
    // DLX3's search runs in WebAssembly when nothing is traced, and hands a node to the
    // engine's own loop wherever a progress line is due: the second set mixes the two
    for (const extra of [[], ['m1', 'd100000'], ['v7', 'm1', 'd100000']]) {
      const argv = [...args, ...cut, ...extra];
      const withKernels = await runKnuthWith(program as KnuthProgram, argv, input, true);
      // its summary line, or (a case run with v1024) its warnings and solutions
      expect(withKernels).toMatch(/Altogether|Option ignored/);
      expect(await runKnuthWith(program as KnuthProgram, argv, input, false)).toBe(withKernels);
    }
  });
});
