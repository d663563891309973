// The Quick start's main job: generate the 6x10 pentomino problem with the built CLI
// and show what was made.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = join(root, 'apps', 'cli', 'bin', 'polydance.js');
const spec = join(root, 'examples', 'pentominoes-6x10.in');

const gen = spawnSync(process.execPath, [bin, 'polyomino', spec], { encoding: 'utf8', maxBuffer: 1 << 28 });
if (gen.status !== 0) {
  process.stderr.write(gen.stderr);
  process.exit(gen.status ?? 1);
}
mkdirSync(join(root, 'out'), { recursive: true });
writeFileSync(join(root, 'out', 'pentominoes-6x10.dlx'), gen.stdout);
const lines = gen.stdout.split('\n');
console.log('$ polydance polyomino examples/pentominoes-6x10.in > out/pentominoes-6x10.dlx');
process.stdout.write(gen.stderr);
console.log(`wrote out/pentominoes-6x10.dlx: ${lines.length - 1} lines; its item line and first options:`);
const head = lines.findIndex((l) => !l.startsWith('|'));
console.log(lines.slice(head, head + 4).join('\n'));
