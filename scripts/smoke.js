// Smoke test of the built CLI: runs apps/cli/bin/polydance.cjs (which loads dist/) as a
// user would, on golden cases of every command, and compares stdout and stderr byte for byte.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatorPackages, loads } from './loads.js';

// every run below shares one new compile cache (bin/compile-cache.cjs): the first run
// of each file compiles it and writes its entry, the later ones read it; both must
// print what the golden files say
const compileCache = mkdtempSync(join(tmpdir(), 'polydance-smoke-cache-'));
process.env.POLYDANCE_COMPILE_CACHE = compileCache;

const bin = join(import.meta.dirname, '..', 'apps', 'cli', 'bin', 'polydance.cjs');
const golden = join(import.meta.dirname, '..', 'fixtures', 'knuth');

/** Generator folders of the golden corpus and the command that mirrors each. */
const generators = [
  ['polyomino-dlx', ['polyomino']],
  ['polyiamond-dlx', ['polyiamond']],
  ['polycube-dlx', ['polycube']],
  ['polyominoes', ['polyominoes']],
  ['polysticks', ['polysticks']],
];

let failures = 0;
let runs = 0;
function check(label, args, input, expectOut, expectErr) {
  runs++;
  const r = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  const ok = r.status === 0 && r.stdout === expectOut && (expectErr === undefined || r.stderr === expectErr);
  if (!ok) {
    failures++;
    console.error(`FAIL ${label}: status ${r.status}\n${r.stderr.slice(0, 500)}`);
  }
}

for (const [folder, args] of generators) {
  const dir = join(golden, folder);
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.in'))) {
    const base = join(dir, f.slice(0, -3));
    check(`${folder}/${f}`, args, readFileSync(`${base}.in`), readFileSync(`${base}.out`, 'utf8'), readFileSync(`${base}.err`, 'utf8'));
  }
}

// MACMAHON-TRIANGLES-DLX takes its six triangles on the command line.
for (const f of readdirSync(join(golden, 'macmahon-triangles-dlx')).filter((f) => f.endsWith('.args'))) {
  const base = join(golden, 'macmahon-triangles-dlx', f.slice(0, -5));
  const args = readFileSync(`${base}.args`, 'utf8').trim().split(/\s+/);
  check(`macmahon-triangles-dlx/${f}`, ['macmahon', ...args], '', readFileSync(`${base}.out`, 'utf8'), readFileSync(`${base}.err`, 'utf8'));
}

// The solvers: the golden listings (the two long cases are left to the test suite).
const solveDir = join(golden, 'solve');
for (const f of readdirSync(solveDir).filter((f) => f.endsWith('.cmd'))) {
  const name = f.slice(0, -4);
  if (name === 'pentominoes-6x10-all' || name === 'tetrasticks-omit-T1') continue;
  const args = readFileSync(join(solveDir, f), 'utf8').trim().split(/\s+/);
  check(`solve/${name}`, args, readFileSync(join(solveDir, `${name}.dlx`)), readFileSync(join(solveDir, `${name}.out`), 'utf8'));
}
const counted = spawnSync(process.execPath, [bin, 'solve', '--count', join(solveDir, 'pentominoes-3x20.dlx')], { encoding: 'utf8' });
runs++;
if (counted.status !== 0 || counted.stdout !== '8\n') {
  failures++;
  console.error(`FAIL solve --count pentominoes-3x20: ${counted.stdout}${counted.stderr}`);
}

const help = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
runs++;
if (help.status !== 0 || !help.stdout.includes('polyomino')) {
  failures++;
  console.error('FAIL polydance --help');
}

const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'apps', 'cli', 'package.json'), 'utf8'));
const printed = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8' });
runs++;
if (printed.status !== 0 || printed.stdout !== `${version}\n`) {
  failures++;
  console.error(`FAIL polydance --version: ${printed.stdout}${printed.stderr} (package.json says ${version})`);
}

// Counts on every path of the built solver: on this thread, on worker threads (which
// run dist/parallel-worker.cjs), up to symmetry, and for Algorithms X and M, with the
// counts the test suite checks from the sources.
const countCases = [
  ['pentominoes-3x20.dlx', '8', '2'],
  ['domino-6x6.dlx', '6728', '930'],
  ['hexiamonds-6x6.dlx', '624', '156'],
];
for (const [file, all, distinct] of countCases) {
  for (const workers of [[], ['--workers', '1'], ['--workers', '2']]) {
    for (const [flags, expected] of [
      [['--count'], all],
      [['--count', '--distinct'], distinct],
    ]) {
      const args = ['solve', ...flags, ...workers, join(solveDir, file)];
      runs++;
      const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
      if (r.status !== 0 || r.stdout !== `${expected}\n`) {
        failures++;
        console.error(`FAIL polydance ${args.join(' ')}: status ${r.status}, printed ${JSON.stringify(r.stdout)} (expected ${expected})\n${r.stderr.slice(0, 500)}`);
      }
    }
  }
}
// a listing on two worker threads is the listing of one search, byte for byte
{
  const file = join(solveDir, 'hexiamonds-6x6.dlx');
  const one = spawnSync(process.execPath, [bin, 'solve', '--workers', '1', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const two = spawnSync(process.execPath, [bin, 'solve', '--workers', '2', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  runs++;
  if (one.status !== 0 || two.status !== 0 || one.stdout !== two.stdout || !one.stdout.startsWith('1:\n')) {
    failures++;
    console.error(`FAIL polydance solve --workers 2 hexiamonds-6x6.dlx lists as --workers 1 does (status ${one.status} and ${two.status})\n${two.stderr.slice(0, 500)}`);
  }
}

// Start-up: a generator loads its lattice, the spec parser and the writer, and none of
// the other commands' chunks; --version and --help load no command (scripts/loads.js).
// The launcher loads the CommonJS build only: no ES module of the CLI's, so Node's ES
// module loader never starts (apps/cli/tsup.config.ts).
const examples = join(import.meta.dirname, '..', 'examples');
const startups = [
  [['polyomino'], readFileSync(join(examples, 'pentominoes-6x10.in')), generatorPackages('lattice-square'), ['polyomino']],
  [['--version'], '', ['exact-cover'], []],
  [['--help'], '', ['exact-cover'], []],
];
for (const [args, input, packages, chunks] of startups) {
  runs++;
  const r = loads([bin, ...args], input);
  if (r.status !== 0 || r.packages.join(' ') !== packages.join(' ') || r.chunks.join(' ') !== chunks.join(' ')) {
    failures++;
    console.error(
      `FAIL polydance ${args.join(' ')} loads the packages ${r.packages.join(', ')} and the command chunks ${r.chunks.join(', ') || 'none'}` +
        ` (expected ${packages.join(', ')}, and ${chunks.join(', ') || 'none'})`,
    );
  }
  const esm = r.cliFiles.filter((f) => !f.endsWith('.cjs'));
  if (r.cliFiles.length < 2 || esm.length > 0) {
    failures++;
    console.error(`FAIL polydance ${args.join(' ')} loads ES modules of the CLI's: ${esm.join(', ') || `(it loaded ${r.cliFiles.join(', ') || 'none of its files'})`}`);
  }
}

// A count by the determinant (8×8 dominoes, cells named row_column) loads none of Node's
// modules that it does not use: each costs a millisecond or two of a run that takes a
// few tens beyond Node's own start (fs/promises loads readline too, and an asynchronous
// file call starts Node's pool of threads; the performance API loads with the first use
// of `performance`; node:module loads the ES module loader). Node's own list of what it
// loaded, written at exit.
{
  runs++;
  const scratch = mkdtempSync(join(tmpdir(), 'polydance-smoke-builtins-'));
  const cells = [];
  const options = [];
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 8; j++) {
      cells.push(`${i}_${j}`);
      if (j < 7) options.push(`${i}_${j} ${i}_${j + 1}`);
      if (i < 7) options.push(`${i}_${j} ${i + 1}_${j}`);
    }
  }
  const dlx = join(scratch, 'dominoes-8x8.dlx');
  writeFileSync(dlx, `${cells.join(' ')}\n${options.join('\n')}\n`);
  const list = join(scratch, 'builtins.txt');
  const recorder = join(scratch, 'builtins.cjs');
  writeFileSync(recorder, `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(list)}, process.moduleLoadList.join('\\n')));\n`);
  const r = spawnSync(process.execPath, ['--require', recorder, bin, 'solve', '--count', dlx], { encoding: 'utf8' });
  const loaded = readFileSync(list, 'utf8').split('\n');
  const unwanted = ['NativeModule fs/promises', 'NativeModule internal/readline/interface', 'NativeModule internal/perf/performance', 'NativeModule os', 'NativeModule module', 'NativeModule worker_threads'].filter((m) => loaded.includes(m));
  if (r.status !== 0 || r.stdout !== '12988816\n' || !/by Kasteleyn's determinant/.test(r.stderr) || unwanted.length > 0) {
    failures++;
    console.error(`FAIL polydance solve --count dominoes-8x8.dlx: status ${r.status}, printed ${JSON.stringify(r.stdout)}, loaded ${unwanted.join(', ') || 'nothing unwanted'}\n${r.stderr.slice(0, 500)}`);
  }
  rmSync(scratch, { recursive: true, force: true });
}

// the cache was written (one entry per file of dist/ that ran), and no temporary file is left
{
  runs++;
  const folder = join(compileCache, `compile-${process.version}-${process.arch}`);
  const entries = readdirSync(folder);
  if (!entries.some((e) => /^index\.cjs-[0-9a-f]{8}-\d+-\d+\.v8$/.test(e)) || entries.some((e) => !e.endsWith('.v8'))) {
    failures++;
    console.error(`FAIL the compile cache holds ${entries.join(', ') || 'nothing'}`);
  }
  rmSync(compileCache, { recursive: true, force: true });
}

console.log(`smoke: ${runs - failures} of ${runs} runs of the built CLI as expected`);
process.exitCode = failures === 0 ? 0 : 1;
