// A sample of the fuzzer's cases runs clean, through the CLI in this process: some
// seconds, so run by `pnpm test:slow` and in CI (which also runs the fuzzer itself on
// the built CLI). The judge's own checks are in fuzz.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCase, prepare } from '../fuzz/cases.js';
import { judge, runCase } from '../fuzz/judge.js';

describe('the fuzz judge', () => {
  it('a sample of fuzz cases ends well', async () => {
    await prepare();
    for (const c of fc.sample(anyCase, { numRuns: 40, seed: 14 })) {
      const o = await runCase(c);
      const argv = c.argv.map((a) => a.slice(0, 40));
      expect({ argv, faults: judge(c, o, Number.POSITIVE_INFINITY) }).toEqual({ argv, faults: [] });
    }
  });
});
