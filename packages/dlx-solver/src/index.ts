export { DlxError, EngineLimitError } from './errors.js';
export type { DlxDialect, DlxSource, IgnoredOption, ReadDlxOptions } from './reader.js';
export { readDlx, readDlxSteps } from './reader.js';
export { readListing } from './listing.js';
export type { ListedSolution } from './listing.js';
export type { KnuthOptions, KnuthProgram, KnuthReport, KnuthSink } from './knuth.js';
export { KnuthUsageError, parseKnuthArgs, runKnuth } from './knuth.js';
export type {
  Algorithm,
  CountResult,
  Progress,
  SearchOptions,
  SearchStats,
  SolutionStream,
  SolveOptions,
} from './solve.js';
export { algorithmOf, count, countSync, solve, validateProblem } from './solve.js';
export { counterBranching } from './internal/count-x.js';
export type { RandomOptions, RandomResult } from './random.js';
export { randomSolutions } from './random.js';
export type { FamilyResult } from './family.js';
export { countFamily } from './family.js';
export type { DistinctCountOptions, DistinctCountResult, DistinctSolutionStream, DistinctSolveOptions, SymmetryPart } from './distinct.js';
export { checkSymmetries, countDistinct, countDistinctSync, leastOfOrbit, solveDistinct, symmetryParts } from './distinct.js';
export { planFingerprint, problemFingerprint } from './parallel/fingerprint.js';
export { DEFAULT_TASKS } from './parallel/plan.js';
export type { PartProblem, PlanPart, PlanTotals } from './parallel/part.js';
export type { PlanMode, PlanOptions, PlanTask, SearchPlan } from './parallel/search-plan.js';
export { partTasks, planSearch, planSearchSteps, planTotals } from './parallel/search-plan.js';
export type { PartProgress, PlanPool, PlanProgress, RunPlanOptions, RunPlanResult } from './parallel/run-plan.js';
export { runPlan } from './parallel/run-plan.js';
export type { TaskState, TaskWorker } from './parallel/schedule.js';
export { inProcessWorker } from './parallel/protocol.js';
export type { CheckpointFile, MergedShards, PlanIdentity, ShardFile, TaskRecord } from './parallel/shards.js';
export { checkpointFile, mergeShards, planIdentity, readCheckpoint, ShardError, shardFile, shardTasks, taskRecord, withDigest } from './parallel/shards.js';
export type { ProblemWarning } from './precheck.js';
export { checkProblem } from './precheck.js';
export { solutionError } from './verify.js';
