import type { Problem } from '@polydance/exact-cover';
import { itemToken } from '@polydance/exact-cover';
import type { PlanProgress, Progress } from '@polydance/dlx-solver';
import type { SymmetryGroup } from '@polydance/search';
import type { SymmetryMode } from '@polydance/symmetry';
import type { SolutionPainter } from '../draw.js';
import type { Io } from '../io.js';
import { write } from '../io.js';
import type { StopReason } from '../stop.js';

/** What a search found, for the summary line of `polydance solve`. */
export interface Outcome {
  readonly solutions: number | bigint;
  readonly nodes: number | bigint;
  readonly elapsedMs: number;
  readonly complete: boolean;
  /** Added after the time: the cut, the workers, the shard, the checkpoint. */
  readonly note: string;
  /** Added after the solutions: the distinct count and its symmetries. */
  readonly distinctNote: string;
  /** Whether solutions are counted up to symmetry (--distinct). */
  readonly group: boolean;
  /** True when the solutions were drawn without being counted (a region of dominoes too large to count). */
  readonly uncounted?: boolean;
  /** How the solutions were counted when no search counted them (then no algorithm and no nodes are named). */
  readonly method?: string;
}

/**
 * A stop (--timeout) that came while the search was being prepared, in work that does
 * not give the event loop a turn: it ends the command before anything is printed.
 */
export class StoppedBefore extends Error {
  constructor(readonly phase: string) {
    super(`stopped before ${phase}`);
  }
}

/** What stopped a command, in words. */
export const STOPPED_BY: Readonly<Record<StopReason, string>> = { timeout: 'stopped by --timeout', SIGINT: 'interrupted', SIGTERM: 'terminated', SIGHUP: 'hung up' };

/** What the summary says of a stop. */
export function stopWords(reason: StopReason): string {
  return `; ${STOPPED_BY[reason]}, the search is incomplete`;
}

export function seconds(ms: number): string {
  return (ms / 1000).toFixed(ms < 10000 ? 3 : 1);
}

export function plural(n: number | bigint, word: string): string {
  return `${n} ${word}${String(n) === '1' ? '' : 's'}`;
}

/** How many renamed pairs the summary names before it says how many more there are. */
const PAIRS_SHOWN = 6;

/**
 * What the group is made of, for the summary: "up to rotations and reflections (4
 * symmetries)", say. Given the group itself, it says so when the reflections asked for
 * are none of its symmetries (pieces that keep their handedness, with no mirror image
 * among the pieces, or a box without mirror symmetry), and which pieces its reflections
 * rename into their mirror images.
 */
export function symmetryWords(mode: SymmetryMode, group: number | SymmetryGroup): string {
  const order = typeof group === 'number' ? group : group.symmetries.length;
  const reflections = typeof group === 'number' ? undefined : group.symmetries.some((g) => !g.rotation);
  const count = order === 1 ? '1 symmetry' : `${order} symmetries`;
  if (mode === 'all' && reflections === false) return `up to rotations only (${count}; no reflection maps the problem onto itself)`;
  const what = mode === 'all' ? 'rotations and reflections' : mode === 'rotations' ? 'rotations' : 'the identity alone';
  const pairs = typeof group === 'number' ? [] : group.renamed;
  if (pairs.length === 0) return `up to ${what} (${count})`;
  const shown = pairs.slice(0, PAIRS_SHOWN).map(([a, b]) => `${a} and ${b}`);
  const more = pairs.length > PAIRS_SHOWN ? `, and ${pairs.length - PAIRS_SHOWN} more pairs` : '';
  return `up to ${what} (${count}; a reflection swaps ${shown.join(', ')}${more})`;
}

/** The live progress line on a terminal: overwritten in place, cleared at the end. */
export class ProgressLine {
  private shown = false;

  constructor(private readonly io: Io) {}

  private most = { solutions: 0n, fraction: 0 };

  /**
   * A plan's progress: solutions as the result counts them (the symmetry parts'
   * weights applied), the weighted fraction done, and the time left at the rate
   * measured so far; never backwards (a new estimate below the last one shown is not shown).
   */
  plan(p: PlanProgress, progressText: (p: PlanProgress) => string): void {
    const m = this.most;
    if (p.solutions > m.solutions) m.solutions = p.solutions;
    if (p.fraction > m.fraction) m.fraction = p.fraction;
    this.text(progressText({ ...p, solutions: m.solutions, fraction: m.fraction }));
  }

  show(p: Progress): void {
    const pct = (100 * Math.min(1, Math.max(0, p.estimate))).toFixed(p.estimate < 0.01 ? 4 : 2);
    this.text(`${plural(p.solutions, 'solution')}, ${plural(p.nodes, 'node')}, ${seconds(p.elapsedMs)} s, about ${pct}% explored`);
  }

  text(line: string): void {
    this.io.stderr.write(`\r\x1b[K${line}`);
    this.shown = true;
  }

  async clear(): Promise<void> {
    if (this.shown) await write(this.io.stderr, '\r\x1b[K');
    this.shown = false;
  }
}

export function solutionText(problem: Problem, k: number, options: readonly number[], format: 'text' | 'json'): string {
  const items = options.map((o) => (problem.options[o] ?? []).map(itemToken));
  if (format === 'json') return `${JSON.stringify({ solution: k, options, items })}\n`;
  return `${k}:\n${items.map((it) => ` ${it.join(' ')}\n`).join('')}`;
}

/** How much text a listing gathers before it writes it. */
export const FLUSH_AT = 1 << 16;

/** How a listing shows its solutions: `--format`, and the painter of `--draw`. */
export interface Shown {
  readonly format: 'text' | 'json';
  readonly painter: SolutionPainter | undefined;
}

/** A solution as printed: its text (or picture), or nothing when its SVG file was written (said on stderr). */
export async function shownSolution(problem: Problem, k: number, solution: readonly number[], shown: Shown, io: Io): Promise<string> {
  if (!shown.painter) return solutionText(problem, k, solution, shown.format);
  const drawn = await shown.painter.paint(k, solution.map((o) => (problem.options[o] ?? []).map(itemToken)));
  if ('text' in drawn) return drawn.text;
  await write(io.stderr, `wrote ${drawn.file}\n`);
  return '';
}

/** Drawn solutions, printed as a listing prints them (numbered from 1). */
export async function writeSolutions(problem: Problem, drawn: readonly (readonly number[])[], shown: Shown, io: Io, first = 1): Promise<void> {
  let buffer = '';
  for (const [i, solution] of drawn.entries()) {
    buffer += await shownSolution(problem, first + i, solution, shown, io);
    if (buffer.length >= FLUSH_AT) {
      await write(io.stdout, buffer);
      buffer = '';
    }
  }
  await write(io.stdout, buffer);
}
