// The search side of `polydance solve`: the engines, plans and executors, the symmetry
// cut and the scan orders. `commands/solve.ts` loads it when a search is to run, so a
// count by the determinant (dominoes and lozenges) loads none of it.
export { countFamily, counterBranching, planSearch, randomSolutions, shardFile, solve as solveProblem, solveDistinct } from '@polydance/dlx-solver';
export { listOnWorkers, listPlanned, progressText, searchKind, startPool } from './parallel/search.js';
export { CountExecutor, countKind, countTasks, runCount } from './parallel/count.js';
export { defaultWorkers } from './parallel/threads.js';
export { countSymmetries, problemSymmetries, symmetryWords } from './symmetry.js';
export { countingProblem, sequenceFamily } from './scan.js';
