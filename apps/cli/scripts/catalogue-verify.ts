/**
 * `pnpm catalogue:verify`: solves every puzzle of the catalogue with a time budget
 * each, compares its counts (all and distinct) with the catalogue's, and prints what
 * did not finish. Exits with status 1 on any disagreement, or when a tenth of the
 * puzzles or more did not finish.
 *
 *   --budget S     seconds for each puzzle (default 60)
 *   --time T       only the puzzles whose countTime is T (fast, slow or long)
 *   --lattice L    only the puzzles of one lattice
 *   --missing      also print, as JSON lines, the counts Polydance finished that the
 *                  catalogue does not give
 *   NAME ...       only these puzzles, or those whose names start with NAME
 */
import { PUZZLES } from '@polydance/puzzles';
import { verifyPuzzle } from '../src/catalogue-verify.js';

const argv = process.argv.slice(2);
let budget = 60;
let time: string | undefined;
let lattice: string | undefined;
let missing = false;
const names: string[] = [];
for (let i = 0; i < argv.length; i++) {
  const a = argv[i]!;
  if (a === '--budget') budget = Number(argv[++i]);
  else if (a === '--time') time = argv[++i];
  else if (a === '--lattice') lattice = argv[++i];
  else if (a === '--missing') missing = true;
  else if (a.startsWith('-')) {
    process.stderr.write(`catalogue:verify: unknown option ${a}\n`);
    process.exit(2);
  } else names.push(a);
}
if (!(budget > 0)) {
  process.stderr.write('catalogue:verify: --budget needs a positive number of seconds\n');
  process.exit(2);
}

const chosen = PUZZLES.filter(
  (p) =>
    (time === undefined || p.countTime === time) &&
    (lattice === undefined || p.lattice === lattice) &&
    (names.length === 0 || names.some((n) => p.name === n || p.name.startsWith(n))),
);
let disagreements = 0;
const unfinished: string[] = [];
const started = performance.now();
for (const puzzle of chosen) {
  const verdict = await verifyPuzzle(puzzle, budget);
  const { all, distinct, seconds } = verdict.counted;
  const partial = verdict.counted.complete ? '' : 'at least ';
  process.stdout.write(`${verdict.status.padEnd(10)} ${puzzle.name}: ${partial}${all} all, ${partial}${distinct} distinct, ${seconds.toFixed(1)} s\n`);
  for (const problem of verdict.problems) process.stdout.write(`  ${problem}\n`);
  if (verdict.status === 'disagrees') disagreements++;
  if (verdict.status === 'unfinished') unfinished.push(puzzle.name);
  if (missing && (verdict.missing.all !== undefined || verdict.missing.distinct !== undefined)) {
    const found = Object.fromEntries(Object.entries(verdict.missing).map(([k, v]) => [k, Number(v)]));
    process.stdout.write(`missing ${JSON.stringify({ name: puzzle.name, ...found })}\n`);
  }
}
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
const share = chosen.length === 0 ? 0 : unfinished.length / chosen.length;
process.stdout.write(
  `${chosen.length} puzzles in ${minutes} min (budget ${budget} s each, one worker): ` +
    `${chosen.length - disagreements - unfinished.length} agree, ${disagreements} disagree, ` +
    `${unfinished.length} did not finish (${(share * 100).toFixed(1)}%)${unfinished.length > 0 ? `: ${unfinished.join(' ')}` : ''}\n`,
);
process.exitCode = disagreements > 0 || share >= 0.1 ? 1 : 0;
