import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFile, repoRoot, runCli } from './testing.js';

// Each polyomino example says on its first line how many solutions a solver finds:
// check the claim with the real generator and solver. (The larger boxes, 4x15, 5x12 and
// 6x10, take seconds each; they run with POLYDANCE_SLOW_TESTS=1.)
const slow = new Set(['pentominoes-4x15.in', 'pentominoes-5x12.in', 'pentominoes-6x10.in']);
const examples = readdirSync(join(repoRoot, 'examples')).filter(
  (f) => f.startsWith('pentominoes-') && f.endsWith('.in') && (process.env['POLYDANCE_SLOW_TESTS'] === '1' || !slow.has(f)),
);

describe('the pentomino examples have the solution counts they claim', () => {
  it('there are examples', () => expect(examples.length).toBeGreaterThanOrEqual(2));
  it.each(examples)('%s', async (file) => {
    const spec = repoFile('examples', file);
    const claim = /\((\d+) solutions\)/.exec(spec.split('\n')[0] ?? '');
    expect(claim).not.toBeNull();
    const dlx = await runCli(['polyomino'], spec);
    expect(dlx.code).toBe(0);
    const counted = await runCli(['solve', '--count', '--no-progress'], dlx.stdout);
    expect(counted.stdout).toBe(`${claim![1]}\n`);
  });
});
