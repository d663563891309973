/**
 * `@polydance/dlx-solver/workers`: what the files of task workers and the pools that
 * drive them need, below the plan API of the main entry (`planSearch`, `runPlan`): the
 * wire format of the messages between a pool and its workers (`toWire`, `fromWire`),
 * the loop a worker runs (`serveTasks`), the scheduler of one set of tasks on a pool
 * (`runTasks`, which `runPlan` runs part after part), the plain task plan (`planTasks`)
 * and the runner of one task (`TaskRunner`).
 */
export type { FromWorker, ToWorker, ToWorkerWire } from './parallel/protocol.js';
export { fromWire, inProcessWorker, serveTasks, toWire } from './parallel/protocol.js';
export type { ParallelProgress, RunTasksOptions, RunTasksResult, RunTotals, TaskResult, TaskState, TaskWorker } from './parallel/schedule.js';
export { runTasks } from './parallel/schedule.js';
export type { Task, TaskPlan } from './parallel/plan.js';
export { DEFAULT_TASKS, planTasks } from './parallel/plan.js';
export type { TaskMode, TaskPart } from './parallel/runner.js';
export { TaskRunner } from './parallel/runner.js';
