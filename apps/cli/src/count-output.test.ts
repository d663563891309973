import { describe, expect, it } from 'vitest';
import { countJsonLine, countLine, jsonCount } from './count-output.js';

describe('the output of a count', () => {
  it('keeps every digit in JSON: a number while one holds it exactly, else a decimal string', () => {
    expect(jsonCount(9007199254740991n)).toBe(9007199254740991);
    expect(jsonCount(9007199254740993n)).toBe('9007199254740993');
    expect(jsonCount(12)).toBe(12);
    const line = countJsonLine(
      { solutions: 112202208776036178000000n, nodes: 387396, elapsedMs: 381.4, complete: true },
      { distinct: 14025276097004522250001n, symmetries: 8 },
    );
    expect(line.endsWith('\n')).toBe(true);
    expect(JSON.parse(line)).toEqual({
      solutions: '112202208776036178000000',
      distinct: '14025276097004522250001',
      symmetries: 8,
      nodes: 387396,
      seconds: 0.381,
      complete: true,
    });
    // the keys in this order: solutions, what is given besides, nodes, seconds, complete
    expect(Object.keys(JSON.parse(countJsonLine({ solutions: 2n, nodes: 5n, elapsedMs: 1, complete: false }, { distinct: null, symmetries: 4 })) as object)).toEqual([
      'solutions',
      'distinct',
      'symmetries',
      'nodes',
      'seconds',
      'complete',
    ]);
  });

  it('says "at least" of a count stopped before its end', () => {
    expect(countLine(8n, false)).toBe('8\n');
    expect(countLine(784, true)).toBe('at least 784\n');
  });
});
