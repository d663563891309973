import { checkProblem } from '@polydance/exact-cover';

/**
 * Checks the arguments of a public entry point that takes a problem and search options,
 * and throws a `TypeError` naming the function and the faulty part (see `checkProblem`).
 */
export function checkSearchArgs(where: string, problem: unknown, options: unknown): void {
  checkProblem(problem, where);
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`${where}: the options must be an object, not ${options === null ? 'null' : typeof options}`);
  }
  const o = options as Record<string, unknown>;
  const signal = o['signal'];
  if (signal !== undefined && (typeof signal !== 'object' || signal === null || typeof (signal as { aborted?: unknown }).aborted !== 'boolean')) {
    throw new TypeError(`${where}: options.signal must be an AbortSignal`);
  }
  if (o['onProgress'] !== undefined && typeof o['onProgress'] !== 'function') {
    throw new TypeError(`${where}: options.onProgress must be a function`);
  }
  for (const key of ['progressInterval', 'limit']) {
    const v = o[key];
    if (v !== undefined && (typeof v !== 'number' || Number.isNaN(v) || v < 0)) {
      throw new TypeError(`${where}: options.${key} must be a number, 0 or more`);
    }
  }
  const prefix = o['prefix'];
  if (prefix !== undefined && (!Array.isArray(prefix) || !prefix.every((b) => Number.isInteger(b) && (b as number) >= 0))) {
    throw new TypeError(`${where}: options.prefix must be an array of branch numbers (integers, 0 or more)`);
  }
}

/** Throws a `TypeError` unless `text` is a string. */
export function checkText(where: string, what: string, text: unknown): void {
  if (typeof text !== 'string') {
    throw new TypeError(`${where}: ${what} must be a string, not ${text === null ? 'null' : typeof text}`);
  }
}
