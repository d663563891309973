import { describe, expect, it } from 'vitest';
import { runCli } from './testing.js';

const PENTOMINOES = ['F 10 20 01 11 12', 'I 00 01 02 03 04', 'L 00 01 02 03 10', 'N 00 01 02 12 13', 'P 00 01 10 11 02', 'T 00 10 20 11 12', 'U 00 20 01 11 21', 'V 00 01 02 10 20', 'W 00 01 11 12 22', 'X 10 01 11 21 12', 'Y 00 01 02 03 11', 'Z 00 10 11 12 22'];
const TETROMINOES = ['I 00 01 02 03', 'L 00 01 02 10', 'O 00 01 10 11', 'S 00 01 11 12', 'T 00 01 02 11'];

describe('counts of tilings by any number of copies (frontier branching, remembered profiles)', () => {
  it('the 6x10 rectangle by pentominoes: OEIS A233427, 7845888732', async () => {
    const spec = ['[0-5][0-9]', ...PENTOMINOES.map((p) => `0:12|${p}`)].join('\n');
    const r = await runCli(['solve', '--count', '--lattice', 'square', '-'], spec);
    expect(r.stdout).toBe('7845888732\n');
    expect(r.code).toBe(0);
  });

  it('the 8x8 square by tetrominoes: OEIS A230031, 19077209438', async () => {
    const spec = ['[0-7][0-7]', ...TETROMINOES.map((p) => `0:16|${p}`)].join('\n');
    const r = await runCli(['solve', '--count', '--lattice', 'square', '-'], spec);
    expect(r.stdout).toBe('19077209438\n');
  });
});
