import { describe, expect, it } from 'vitest';
import { runCli } from './testing.js';

describe('solve --count of any number of copies', () => {
  it('counts as the listing does, and says it searched without a cut by symmetries', async () => {
    const spec = ['[0-3][0-3]', '0:4|I 00 01 02 03', '0:4|L 00 01 02 10', '0:4|O 00 01 10 11', '0:4|S 00 01 11 12', '0:4|T 00 01 02 11'].join('\n');
    const counted = await runCli(['solve', '--count', '--lattice', 'square', '-'], spec);
    const listed = await runCli(['solve', '--lattice', 'square', '--format', 'json', '-'], spec);
    const n = listed.stdout.split('\n').filter((l) => l.startsWith('{')).length;
    expect(n).toBeGreaterThan(50);
    expect(counted.stdout).toBe(`${n}\n`);
    expect(counted.stderr).not.toContain('cut by');
  });
});
