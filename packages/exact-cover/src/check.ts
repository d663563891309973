import type { Problem } from './problem.js';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const t = typeof value;
  return t === 'object' ? 'an object' : t === 'undefined' ? 'undefined' : `a ${t}`;
}

function fail(where: string, path: string, wanted: string, value: unknown): never {
  throw new TypeError(`${where}: ${path} must be ${wanted}, not ${describe(value)}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkItems(where: string, path: string, value: unknown): void {
  if (!Array.isArray(value)) fail(where, path, 'an array of items', value);
  value.forEach((it: unknown, i) => {
    if (!isRecord(it)) fail(where, `${path}[${i}]`, 'an item {name, bounds?}', it);
    if (typeof it['name'] !== 'string') fail(where, `${path}[${i}].name`, 'a string', it['name']);
    if (it['bounds'] !== undefined && typeof it['bounds'] !== 'string') {
      fail(where, `${path}[${i}].bounds`, 'a string or undefined', it['bounds']);
    }
  });
}

/**
 * Checks that a value has the shape of a {@link Problem} (arrays of items with string
 * names and optional string bounds, options as arrays of `{item, color?}` with strings,
 * comments as strings), and throws a `TypeError` naming the first part that does not,
 * prefixed with `where` (the function that was called): for the public entry points of
 * packages that take problems from callers who may not use TypeScript.
 */
export function checkProblem(value: unknown, where: string): asserts value is Problem {
  if (!isRecord(value)) fail(where, 'the problem', 'an object {primary, secondary, options, comments}', value);
  checkItems(where, 'problem.primary', value['primary']);
  checkItems(where, 'problem.secondary', value['secondary']);
  const options = value['options'];
  if (!Array.isArray(options)) fail(where, 'problem.options', 'an array of options', options);
  // plain loops: this runs on every problem written or solved, often in a process that
  // has just started, before any of it is compiled
  for (let k = 0; k < options.length; k++) {
    const o: unknown = options[k];
    if (!Array.isArray(o)) fail(where, `problem.options[${k}]`, 'an array of {item, color?}', o);
    for (let j = 0; j < o.length; j++) {
      const oi: unknown = o[j];
      if (!isRecord(oi)) fail(where, `problem.options[${k}][${j}]`, 'an object {item, color?}', oi);
      if (typeof oi['item'] !== 'string') fail(where, `problem.options[${k}][${j}].item`, 'a string', oi['item']);
      if (oi['color'] !== undefined && typeof oi['color'] !== 'string') {
        fail(where, `problem.options[${k}][${j}].color`, 'a string or undefined', oi['color']);
      }
    }
  }
  const comments = value['comments'];
  if (!Array.isArray(comments)) fail(where, 'problem.comments', 'an array of strings', comments);
  comments.forEach((c: unknown, i) => {
    if (typeof c !== 'string') fail(where, `problem.comments[${i}]`, 'a string', c);
  });
}
