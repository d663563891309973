// The executors of `polydance solve`: threads, shards, checkpoints, and the engines they
// drive. `commands/solve.ts` loads it when a search is to run, so a count by the
// determinant (dominoes and lozenges) loads none of it.
export { shardFile, solve as solveProblem, solveDistinct } from '@polydance/dlx-solver';
export { listOnWorkers, listPlanned, progressText, searchKind, startPool } from './parallel/search.js';
export { CountExecutor, countKind, countTasks, runCount } from './parallel/count.js';
export { defaultWorkers } from './parallel/threads.js';
