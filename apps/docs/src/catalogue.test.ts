import { PUZZLES } from '@polydance/puzzles';
import { expect, it } from 'vitest';
import { cataloguePage } from './catalogue.js';

it('the catalogue page is written from the catalogue data (vitest -u rewrites it)', async () => {
  await expect(cataloguePage()).toMatchFileSnapshot('../pages/catalogue.md');
});

it('the catalogue page shows every puzzle, with a picture unless it has no solution', () => {
  const page = cataloguePage();
  for (const p of PUZZLES) {
    expect(page, p.name).toContain(`\`${p.name}\`: ${p.description}`);
    const figure = `\`\`\`figure ${p.generator} --puzzle=${p.name} --solve=1`;
    const none = p.counts.all?.value === 0 || p.counts.distinct?.value === 0;
    expect(page.includes(figure), p.name).toBe(!none);
  }
});
