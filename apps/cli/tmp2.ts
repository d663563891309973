import { PUZZLES } from '@polydance/puzzles';
import { findGenerator } from '@polydance/lattices';
import { findSymmetries } from '@polydance/symmetry';
import { countDistinctSync } from '@polydance/dlx-solver';
const which = process.argv[2];
for (const p of PUZZLES.filter((q) => q.lattice === which)) {
  const g = findGenerator(p.generator)!;
  const { problem } = g.generate(p.spec);
  const t = performance.now();
  const group = findSymmetries(problem, g.lattice);
  const c = countDistinctSync(problem, group);
  const ok = String(c.solutions) === String(p.counts.all?.value) && String(c.distinct) === String(p.counts.distinct?.value);
  console.log(ok ? 'ok ' : 'MISMATCH', p.name, 'all', c.solutions, 'distinct', c.distinct, 'group', group.length, 'listed', p.counts.all?.value, p.counts.distinct?.value, `${Math.round(performance.now() - t)}ms`);
}
