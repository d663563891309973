import { LATTICE_NAMES } from '@polydance/lattices';
import { describe, expect, it } from 'vitest';
import { repoFile, repoRoot, runCli } from './testing.js';

/** `polydance GENERATOR SPEC | polydance solve --count --distinct --format json [...]`, in-process. */
async function distinct(generator: string, spec: string, ...more: string[]) {
  const dlx = await runCli([generator], spec);
  expect(dlx.code).toBe(0);
  const r = await runCli(['solve', '--count', '--distinct', '--format', 'json', ...more], dlx.stdout);
  expect(r.code).toBe(0);
  const json = JSON.parse(r.stdout) as { solutions: number; distinct: number; symmetries: number; complete: boolean };
  return { all: json.solutions, distinct: json.distinct, symmetries: json.symmetries, complete: json.complete };
}

describe('polydance solve --count --distinct', () => {
  it.each([
    ['pentominoes 6x10', 'polyomino', 'pentominoes-6x10.in', [], 2339, 9356, 4],
    ['pentominoes 3x20', 'polyomino', 'pentominoes-3x20.in', [], 2, 8, 4],
    ['pentominoes 8x8 minus its centre', 'polyomino', 'pentominoes-8x8-hole.in', [], 65, 520, 8],
    ['Soma cube (reflections rename the screws)', 'polycube', 'soma.in', [], 240, 11520, 48],
    ['Soma cube, rotations only', 'polycube', 'soma.in', ['--symmetry', 'rotations'], 480, 11520, 24],
    ['Soma cube, no symmetry', 'polycube', 'soma.in', ['--symmetry', 'none'], 11520, 11520, 1],
    ['hexiamonds in the 6x6 rhombus', 'polyiamond', 'hexiamonds-6x6.in', [], 156, 624, 4],
  ])('%s', async (_, generator, file, more, d, all, symmetries) => {
    expect(await distinct(generator, repoFile('examples', file), ...more)).toEqual({ all, distinct: d, symmetries, complete: true });
  });

  it.each([
    ['soma.dlx', 240, 11520, 48],
    ['hexiamonds-6x6.dlx', 156, 624, 4],
    ['domino-6x6.dlx', undefined, 6728, 8],
    ['monomer-dimer-4x4.dlx', undefined, undefined, 8],
    ['mult2-2x4.dlx', undefined, undefined, 4],
  ])('on the DLX file Knuth’s generator wrote, %s', async (file, d, all, symmetries) => {
    const r = await runCli(['solve', '--count', '--distinct', '--format', 'json', `${repoRoot}/fixtures/knuth/solve/${file}`]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { solutions: number; distinct: number; symmetries: number };
    expect(json.symmetries).toBe(symmetries);
    if (d !== undefined) expect(json.distinct).toBe(d);
    if (all !== undefined) expect(json.solutions).toBe(all);
    // never more orbits than solutions, never fewer than solutions / symmetries
    expect(json.distinct).toBeLessThanOrEqual(json.solutions);
    expect(json.distinct * symmetries).toBeGreaterThanOrEqual(json.solutions);
  });

  it('prints the distinct count in text, and both counts in the summary', async () => {
    const dlx = await runCli(['polyomino'], repoFile('examples', 'pentominoes-3x20.in'));
    const r = await runCli(['solve', '--count', '--distinct'], dlx.stdout);
    expect(r.stdout).toBe('2\n');
    expect(r.stderr).toMatch(/^8 solutions, 2 up to rotations and reflections \(4 symmetries\) \(Algorithm X\)/);
  });

  it('lists one solution per orbit, drawn as usual, with --limit', async () => {
    const dlx = await runCli(['polyomino'], repoFile('examples', 'pentominoes-3x20.in'));
    const all = await runCli(['solve', '--distinct', '--format', 'json'], dlx.stdout);
    expect(all.stdout.trim().split('\n')).toHaveLength(2);
    expect(all.stderr).toMatch(/^2 distinct solutions up to rotations and reflections/);
    const one = await runCli(['solve', '--distinct', '--limit', '1', '--draw', 'ascii'], dlx.stdout);
    expect(one.stdout).toMatch(/^1:\n┌/);
    expect(one.stdout).not.toMatch(/^2:/m);
  });

  it('says what is wrong with --symmetry, or when the lattice is unknown', async () => {
    const bad = await runCli(['solve', '--distinct', '--symmetry', 'mirrors'], 'A\nA\n');
    expect([bad.code, bad.stdout]).toEqual([2, '']);
    expect(bad.stderr).toBe("polydance solve: --symmetry is all, rotations or none, not 'mirrors'\n");
    const unknown = await runCli(['solve', '--distinct', '--count'], 'A\nA\n');
    expect([unknown.code, unknown.stdout]).toEqual([2, '']);
    expect(unknown.stderr).toMatch(new RegExp(`cannot tell which lattice .* say --lattice ${LATTICE_NAMES.join('\\|')}\n$`));
    const named = await runCli(['solve', '--distinct', '--count', '--lattice', 'square'], 'A\nA\n');
    expect([named.code, named.stdout]).toEqual([0, '1\n']);
  });
});
