import { escapeText, quote, showPath } from '@polydance/exact-cover';
import { readFile } from 'node:fs/promises';
import type { MergedShards } from '@polydance/dlx-solver';
import { mergeShards, planSearch, readDlx, ShardError, solutionError } from '@polydance/dlx-solver';
import type { Command } from '../command.js';
import { jsonCount } from '../count-output.js';
import { UsageError, write } from '../io.js';
import type { OptionTable } from '../options.js';
import { optionsHelp, withOptions } from '../options.js';
import { solutionText } from '../solve/output.js';

/** The options of this command: its parsing, its `--help` and its did-you-mean come from this table. */
const MERGE_OPTIONS: OptionTable = [
  {
    flag: '--format',
    value: 'text|json',
    help: '',
    variants: [
      { value: 'text', help: `the number of solutions (default); for the shards of a
distinct count (--count --distinct), the number of distinct ones` },
      { value: 'json', help: `{"solutions":N,"nodes":M,"shards":S,"tasks":T}, with
"distinct":D and "symmetries":G for a distinct count (counts as
numbers, or as strings when they exceed 2^53)` },
    ],
  },
  { flag: '--listing', value: 'FILE', help: `for shards of a listing: print the solutions, in order, as
'polydance solve FILE' does (FILE is the problem the shards solved)` },
];

const HELP = `Usage: polydance merge FILE... [--format text|json] [--listing PROBLEM.dlx]

Puts together the JSON results of the shards of one search ('polydance solve --shard I/N',
run as N jobs of GNU parallel, a Slurm job array or a Kubernetes Indexed Job) and prints
the total number of solutions, exact whatever its size. Fails, naming the shard, when a
shard is missing, given twice, incomplete (stopped by --timeout or Ctrl-C), or comes from
another problem, from a count and a listing, or from plans of other --tasks.

${optionsHelp(MERGE_OPTIONS, 21)}
Example:
  for i in 0 1 2 3; do polydance solve --count --shard $i/4 p.dlx > shard-$i.json; done
  polydance merge shard-*.json
`;

export const merge: Command = withOptions(MERGE_OPTIONS, {
  name: 'merge',
  summary: 'sum the JSON results of the shards of a search (solve --shard I/N)',
  help: HELP,
  async run({ values, positional: files }, io) {
    const format = values.get('--format') ?? 'text';
    if (format !== 'text' && format !== 'json') throw new UsageError(`--format is text or json, not ${quote(format)}`);
    const listing = values.get('--listing');
    if (listing === '') throw new UsageError('--listing needs the DLX file of the problem');
    if (files.length === 0) throw new UsageError('no shard files given (see polydance merge --help)');
    const read = async (file: string): Promise<string> => {
      try {
        return await readFile(file, 'utf8');
      } catch (e) {
        throw new UsageError(`cannot read ${showPath(file)}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
      }
    };
    const parsed: { name: string; data: unknown }[] = [];
    for (const name of files) {
      const text = await read(name);
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        await write(io.stderr, `polydance merge: ${showPath(name)} is not a polydance shard file (it is not JSON)\n`);
        return 1;
      }
      parsed.push({ name, data });
    }
    let merged: MergedShards;
    try {
      merged = mergeShards(parsed);
    } catch (e) {
      if (!(e instanceof ShardError)) throw e;
      await write(io.stderr, `polydance merge: ${escapeText(e.message)}\n`);
      return 1;
    }
    let out = '';
    if (listing !== undefined) {
      if (merged.listing === undefined) {
        await write(io.stderr, 'polydance merge: --listing needs shards of a listing; these are of a count (--count)\n');
        return 1;
      }
      const problem = readDlx(await read(listing)).problem;
      if (planSearch(problem, { mode: 'list', tasks: merged.plan.target }).fingerprint !== merged.plan.fingerprint) {
        await write(io.stderr, `polydance merge: ${showPath(listing)} is not the problem the shards solved\n`);
        return 1;
      }
      // the digests say a file is whole, not that it was not forged: each solution is
      // checked against the problem (an index out of range, a set that is no exact cover)
      for (const { name, data } of parsed) {
        const results = (data as { results: { listing?: unknown[][] }[] }).results;
        for (let i = 0; i < results.length; i++) {
          const sols = results[i]?.listing ?? [];
          for (let j = 0; j < sols.length; j++) {
            const why = solutionError(problem, sols[j] as number[]);
            if (why !== undefined) {
              await write(io.stderr, `polydance merge: ${showPath(name)}: its field 'results[${i}].listing[${j}]' is not a solution of ${showPath(listing)}: ${why}\n`);
              return 1;
            }
          }
        }
      }
      merged.listing.forEach((s, k) => {
        out += solutionText(problem, k + 1, s, 'text');
      });
    } else if (format === 'json') {
      out = `${JSON.stringify({
        solutions: jsonCount(merged.solutions),
        ...(merged.distinct === undefined ? {} : { distinct: jsonCount(merged.distinct), symmetries: merged.plan.symmetries }),
        nodes: jsonCount(merged.nodes),
        shards: merged.shards,
        tasks: merged.plan.tasks,
      })}\n`;
    } else out = `${merged.distinct ?? merged.solutions}\n`;
    await write(io.stdout, out);
    await write(
      io.stderr,
      `${merged.solutions} solution${merged.solutions === 1n ? '' : 's'}${merged.distinct === undefined ? '' : `, ${merged.distinct} up to symmetry (${merged.plan.symmetries} symmetries)`} from ${merged.shards} shard${merged.shards === 1 ? '' : 's'} (${merged.plan.tasks} tasks), ${merged.nodes} nodes\n`,
    );
    return 0;
  },
});
