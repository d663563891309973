// Issue 14's stops that take seconds to check: run by `pnpm test:slow` and in CI. The
// others are in reliability.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './index.js';
import { memoryIo } from './test/memory-io.js';
import { repoRoot } from './testing.js';

describe('every stop on time, with its exit status, nothing lost', () => {
  it('solve --count --distinct stops at --timeout in the count of a weighted quotient problem too (it runs in slices)', async () => {
    // the dominoes of a 12x12 square: all tilings are counted in well under a second,
    // then the tilings a reflection fixes by plain backtracking, far longer than the
    // 5 seconds given (before, that count never looked at the clock); 5 seconds leave the
    // first count time enough on a loaded machine, where 1 second did not
    const io = memoryIo(readFileSync(join(repoRoot, 'examples', 'dominoes-12x12.in'), 'utf8'));
    expect(await run(['solve', '--count', '--distinct', '--workers', '1', '--timeout', '5'], io)).toBe(124);
    expect(io.out()).toBe('at least 6632559690245000\n');
    expect(io.err()).toMatch(/^at least 53060477521960000 solutions in all so far, so at least 6632559690245000 up to rotations and reflections \(8 symmetries\) \(Algorithm M\), .*; stopped by --timeout, the search is incomplete\n$/);
  });
});
