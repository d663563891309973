import { closeSync, openSync, writeSync } from 'node:fs';
import type { KnuthProgram } from '@polydance/dlx-solver';
import { escapeText, showPath } from '@polydance/exact-cover';
import { KnuthUsageError, parseKnuthArgs, runKnuth } from '@polydance/dlx-solver';
import type { Command } from '../command.js';
import { outputError, readInputBytes, UsageError, write } from '../io.js';

const ALGORITHM: Record<KnuthProgram, string> = {
  dlx1: 'Algorithm X (exact cover)',
  dlx2: 'Algorithm C (exact cover with colors)',
  dlx3: 'Algorithm M (exact cover with colors and multiplicities)',
};

function help(program: KnuthProgram): string {
  return `polydance ${program} [v<n>] [m<n>] [s<n>] [d<n>] [c<n>] [C<n>] [l<n>] [t<n>] [T<n>] [S<file>] < FILE.dlx

Solves the exact cover problem in FILE.dlx with ${ALGORITHM[program]}, exactly as
Knuth's ${program.toUpperCase()} does: the same solutions in the same order, listed byte for byte
as the C program lists them on stdout, and the same statistics on stderr.

Options (as in the C program; if one is repeated, the first counts):
  v<n>  verbosity bits: 1 totals (default, with 1024), 2 each choice, 4 details of each
        choice, 128 profile of the search tree, 256 full state in progress reports,
        512 item totals before and after, 1024 warnings about options without primary
        items, 2048 maximum branching degree (dlx1 only)
  m<n>  print every n-th solution (default 0: count only; a negative m, t, T or d
        is no limit, as the C programs read it)
  s<n>  random seed: insert options and break ties at random (GraphBase generator)
  d<n>  report progress every n mems (default 10000000000; 0 for never)
  c<n>  trace choices (v2, v4) only at levels below n
  C<n>  show at most n levels in progress and state reports
  l<n>  trace details (v4) only within n levels of the deepest level so far
  t<n>  stop after n solutions
  T<n>  stop after n mems
  S<file>  write the shape of the search tree to file

Example:
  polydance ${program} m1 < fixtures/knuth/solve/knuth-${program === 'dlx1' ? 'x' : program === 'dlx2' ? 'c' : 'm'}-example.dlx
`;
}

function knuthCommand(program: KnuthProgram): Command {
  return {
    name: program,
    summary: `solve DLX input with ${ALGORITHM[program]}, as Knuth's ${program.toUpperCase()}`,
    help: help(program),
    async run(args, io) {
      let options;
      try {
        options = parseKnuthArgs(program, args);
      } catch (e) {
        if (e instanceof KnuthUsageError) throw new UsageError(e.message);
        throw e;
      }
      // bytes in, the same bytes out: names are passed through whatever their encoding
      const input = await readInputBytes(io, undefined);
      let shapeFd: number | undefined;
      if (options.shapeFile !== undefined) {
        try {
          shapeFd = openSync(options.shapeFile, 'w');
        } catch {
          await write(io.stderr, `Sorry, I can't open file \`${escapeText(options.shapeFile)}' for writing!\n`);
        }
      }
      try {
        await runKnuth(program, args, input, {
          stdout: (s) => write(io.stdout, Buffer.from(s, 'latin1')),
          stderr: (s) => write(io.stderr, Buffer.from(s, 'latin1')),
          shape: (s) => {
            if (shapeFd === undefined) return;
            try {
              writeSync(shapeFd, Buffer.from(s, 'latin1'));
            } catch (e) {
              throw outputError(e, showPath(options.shapeFile ?? ''));
            }
          },
        });
      } finally {
        if (shapeFd !== undefined) closeSync(shapeFd);
      }
      return 0;
    },
  };
}

export const dlx1 = knuthCommand('dlx1');
export const dlx2 = knuthCommand('dlx2');
export const dlx3 = knuthCommand('dlx3');
