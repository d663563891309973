import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectLattice, drawerFor } from './draw.js';

const fixture = readFileSync(new URL('../../../fixtures/knuth/polysticks/tetrasticks-omit-T1.out', import.meta.url), 'utf8');

describe('drawing polysticks', () => {
  it('recognizes a POLYSTICKS file by its items', async () => {
    const items = fixture.slice(0, fixture.indexOf('\n')).split(' ');
    expect(await detectLattice([], items)).toBe('stick');
  });
  it('draws a solution given as options, junctions left out, the name anywhere in an option', async () => {
    const drawer = (await drawerFor('stick'));
    const solution = [
      ['T0', 'H00', 'V10'],
      ['H01', 'H11', 'I11', 'T2'],
    ];
    expect(drawer.ascii(solution)).toBe(['+-2-+-2-+', '    0', '+-0-+   +', 'key: 0=T0 2=T2', ''].join('\n'));
    const svg = drawer.svg(solution, { legend: true });
    expect([...svg.matchAll(/<g><title>(T\d)<\/title>/g)].map((m) => m[1])).toEqual(['T0', 'T2']);
  });
});
