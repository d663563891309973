import { PUZZLES } from '@polydance/puzzles';
import { expect, it } from 'vitest';
import { cataloguePage, playgroundAnchor, playgroundLink } from './catalogue.js';

it('the catalogue page is written from the catalogue data (vitest -u rewrites it)', async () => {
  await expect(cataloguePage()).toMatchFileSnapshot('../pages/catalogue.md');
});

it('the catalogue page shows every puzzle with a picture: a solution, every distinct one when few, or the board and pieces', () => {
  const page = cataloguePage();
  let sheets = 0;
  for (const p of PUZZLES) {
    expect(page, p.name).toContain(`\`${p.name}\`: ${p.description}`);
    const figure = (flags: string): boolean => page.includes(`\`\`\`figure ${p.generator} --puzzle=${p.name} ${flags}`);
    const none = p.counts.all?.value === 0 || p.counts.distinct?.value === 0;
    const few = !none && p.lattice !== 'cube' && p.countTime === 'fast' && p.counts.distinct?.symmetry === undefined && (p.counts.distinct?.value ?? 0) >= 2 && (p.counts.distinct?.value ?? 0) <= 12;
    expect(figure('--solve=1'), p.name).toBe(!none && !few);
    expect(figure('--sheet'), p.name).toBe(few);
    if (few) sheets++;
    if (none && p.generator !== 'macmahon') expect(figure('--cells') && figure('--pieces'), p.name).toBe(true);
    if (none && p.generator === 'macmahon') expect(page, p.name).toContain(`<img class="pd-board" src="/catalogue/${p.name}.svg"`);
  }
  expect(sheets).toBeGreaterThan(0);
});

it('gives every puzzle an anchor named by its CLI name, its spec, and a playground link that carries it', () => {
  const page = cataloguePage();
  for (const p of PUZZLES) {
    expect(page, p.name).toContain(` {#${p.name}}\n`);
    expect(page, p.name).toContain(`[${p.name}](#${p.name})`);
    expect(page, p.name).toContain(`<a href="#${p.name}" title=`);
    expect(page, p.name).toContain(`\`\`\`text\n${p.spec}\`\`\``);
    const link = playgroundLink(p);
    expect(page, p.name).toContain(playgroundAnchor(link));
    expect(page, p.name).not.toContain('](/playground.html');
    // the playground reads its share links with URLSearchParams: the lattice and the spec come back whole
    const params = new URLSearchParams(link.slice(link.indexOf('#') + 1));
    expect([params.get('lattice'), params.get('spec')], p.name).toEqual([p.lattice, p.spec]);
  }
});
