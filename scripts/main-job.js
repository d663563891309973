// The Quick start's main job, run with the built CLI: generate the 12 pentominoes in a
// 6x10 box, count the solutions (all, and up to rotations and reflections), and show the first one in the terminal and as SVG.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = join(root, 'apps', 'cli', 'bin', 'polydance.cjs');
const out = join(root, 'out');
mkdirSync(out, { recursive: true });

function polydance(args, input) {
  const r = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) {
    process.stderr.write(r.stderr);
    process.exit(r.status ?? 1);
  }
  return r;
}

console.log('$ polydance polyomino examples/pentominoes-6x10.in > out/pentominoes-6x10.dlx');
const dlx = polydance(['polyomino', join(root, 'examples', 'pentominoes-6x10.in')]);
writeFileSync(join(out, 'pentominoes-6x10.dlx'), dlx.stdout);
process.stdout.write(dlx.stderr);

console.log('\n$ polydance solve --count --distinct out/pentominoes-6x10.dlx');
const counted = polydance(['solve', '--count', '--distinct', '--no-progress', join(out, 'pentominoes-6x10.dlx')]);
process.stdout.write(counted.stdout);
process.stdout.write(counted.stderr);

console.log('\n$ polydance solve --limit 1 --draw ascii out/pentominoes-6x10.dlx');
process.stdout.write(polydance(['solve', '--limit', '1', '--no-progress', '--draw', 'ascii', join(out, 'pentominoes-6x10.dlx')]).stdout);

// The main job may run again: --force lets it replace its own picture.
console.log('\n$ polydance solve --limit 1 --draw svg --out out --legend --force out/pentominoes-6x10.dlx');
process.stdout.write(polydance(['solve', '--limit', '1', '--no-progress', '--draw', 'svg', '--out', out, '--legend', '--force', join(out, 'pentominoes-6x10.dlx')]).stderr.split('\n')[0] + '\n');
