/**
 * Milliseconds from an arbitrary start, as `performance.now()` counts them, without
 * Node's performance API: the first use of `performance` loads ten of Node's modules, a
 * millisecond or two of a command that takes a few tens.
 */
export function now(): number {
  const [s, ns] = process.hrtime();
  return s * 1e3 + ns / 1e6;
}
