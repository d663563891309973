// The CLI as a user gets it: installs `polydance` from the `pnpm pack` tarballs with
// plain npm (offline), in an empty folder outside the workspace, and runs its launcher
// there: every package's declaration files, a generator's golden case byte for byte, a
// count, --version, and what the generator loads (its lattice, the spec parser and the
// writer: the other commands' chunks and packages stay unloaded).
//   node scripts/packed-cli.js WORKDIR (WORKDIR/tarballs holds the tarballs)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatorPackages, loads } from './loads.js';

const root = join(import.meta.dirname, '..');
const [work] = process.argv.slice(2);
if (work === undefined) {
  console.error('usage: node scripts/packed-cli.js WORKDIR');
  process.exit(2);
}
const app = join(work, 'cli');
mkdirSync(app, { recursive: true });
writeFileSync(join(app, 'package.json'), `${JSON.stringify({ name: 'packed-cli-check', private: true, type: 'module' }, null, 2)}\n`);
// polydance and every @polydance package it depends on, all from the tarballs
const tarballs = readdirSync(join(work, 'tarballs')).filter((f) => f.endsWith('.tgz'));
console.log(`npm install ${tarballs.join(' ')}`);
execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs.map((t) => join(work, 'tarballs', t))], {
  cwd: app,
  stdio: 'inherit',
});

const bin = join(app, 'node_modules', 'polydance', 'bin', 'polydance.cjs');
let failures = 0;
function check(label, ok, detail) {
  if (ok) console.log(`packed CLI: ${label}`);
  else {
    failures++;
    console.error(`FAIL packed CLI: ${label}\n${detail}`);
  }
}

// every package installed (the CLI and all it depends on) holds the declaration files its
// exports name (`pnpm start` builds no declarations; a package must come from `pnpm build`)
/** The `types` files an exports map names. */
const typesOf = (exports) =>
  typeof exports !== 'object' || exports === null
    ? []
    : Object.entries(exports).flatMap(([key, value]) => (key === 'types' && typeof value === 'string' ? [value] : typesOf(value)));
const installed = ['polydance', ...readdirSync(join(app, 'node_modules', '@polydance')).map((d) => `@polydance/${d}`)];
for (const name of installed) {
  const dir = join(app, 'node_modules', name);
  const types = typesOf(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports);
  const missing = types.filter((t) => !existsSync(join(dir, t)));
  check(`${name} holds its declarations (${types.join(', ')})`, types.length > 0 && missing.length === 0, `missing: ${missing.join(', ') || 'no types in its exports'}`);
}

const golden = join(root, 'fixtures', 'knuth', 'polyomino-dlx', 'pentominoes-6x10');
const generated = loads([bin, 'polyomino'], readFileSync(`${golden}.in`), { cwd: app });
check(
  'polydance polyomino prints the golden output of pentominoes-6x10',
  generated.status === 0 && generated.stdout === readFileSync(`${golden}.out`, 'utf8') && generated.stderr === readFileSync(`${golden}.err`, 'utf8'),
  `status ${generated.status}\n${generated.stderr.slice(0, 500)}`,
);
check(
  `polydance polyomino loads ${generatorPackages('lattice-square').join(', ')} and its own chunk only`,
  generated.packages.join(' ') === generatorPackages('lattice-square').join(' ') && generated.chunks.join(' ') === 'polyomino',
  `loaded the packages ${generated.packages.join(', ')} and the chunks ${generated.chunks.join(', ')}`,
);
const counted = loads([bin, 'solve', '--count', join(root, 'fixtures', 'knuth', 'solve', 'pentominoes-3x20.dlx')], '', { cwd: app });
check('polydance solve --count pentominoes-3x20 prints 8', counted.status === 0 && counted.stdout === '8\n', `${counted.stdout}${counted.stderr}`);
const { version } = JSON.parse(readFileSync(join(root, 'apps', 'cli', 'package.json'), 'utf8'));
const printed = loads([bin, '--version'], '', { cwd: app });
check(`polydance --version prints ${version}`, printed.status === 0 && printed.stdout === `${version}\n`, `${printed.stdout}${printed.stderr}`);

// the library entry, both ways: ES modules (dist/index.js) and CommonJS (dist/index.cjs)
for (const [how, code] of [
  ['import', "import { run } from 'polydance'; process.exitCode = await run(['--version']);"],
  ['require', "const { run } = require('polydance'); run(['--version']).then((c) => { process.exitCode = c; });"],
]) {
  const r = spawnSync(process.execPath, ['--input-type', how === 'import' ? 'module' : 'commonjs', '-e', code], { cwd: app, encoding: 'utf8' });
  check(`${how} of 'polydance' runs the CLI (--version prints ${version})`, r.status === 0 && r.stdout === `${version}\n`, `${r.stdout}${r.stderr}`);
}

console.log(failures === 0 ? 'packed CLI: all checks passed' : `packed CLI: ${failures} checks failed`);
process.exitCode = failures === 0 ? 0 : 1;
