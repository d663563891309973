import type { KnuthProgram } from '../knuth.js';
import { runKnuth } from '../knuth.js';
import { useKernels } from './kernels.js';

/**
 * For tests: a run of DLX1, DLX2 or DLX3 with the WebAssembly kernels or without them
 * (the loops of links.ts), as one text: stdout, a separator, stderr.
 */
export async function runKnuthWith(program: KnuthProgram, args: readonly string[], input: string, kernels: boolean): Promise<string> {
  useKernels(kernels);
  let out = '';
  let err = '';
  try {
    await runKnuth(program, args, input, { stdout: (s) => void (out += s), stderr: (s) => void (err += s) });
  } finally {
    useKernels(true);
  }
  return `${out}\n--- stderr ---\n${err}`;
}
