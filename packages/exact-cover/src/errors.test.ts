import { describe, expect, it } from 'vitest';
import { InputError } from './index.js';

describe('InputError', () => {
  it('says where the input is wrong, and why', () => {
    const e = new InputError(3, 7, 'unexpected character');
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: 'InputError', line: 3, column: 7, reason: 'unexpected character' });
    expect(e.message).toBe('line 3, column 7: unexpected character');
  });
});
