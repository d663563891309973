/*
 * The dance steps of links.ts compiled to WebAssembly (wasm/kernels.wat, assembled into
 * kernels-wasm.ts), and the arrays they work on.
 *
 * A matrix whose node array lives in a WebAssembly memory carries `kernels`: the loops
 * of `cover`, `uncover`, `purify` and `unpurify` run there, about 1.5 times as fast as
 * the same loops in JavaScript (no bounds checks). Where WebAssembly is missing or
 * turned off (`useKernels(false)`, for the tests that compare both), the arrays are
 * plain Int32Arrays and links.ts runs its own loops. Either way the engines read and
 * write `nd` as an Int32Array.
 */
import { KERNELS_WASM } from './kernels-wasm.js';

/**
 * The exports of kernels.wat for one matrix. Each returns the nodes it hid or restored,
 * and leaves its other counts in `out` (see kernels.wat for which, in which order).
 */
export interface Kernels {
  hideRows(c: number, lastItm: number): number;
  unhideRows(c: number, lastItm: number): number;
  cover(c: number, lastItm: number): number;
  uncover(c: number, lastItm: number): number;
  purify(p: number, lastItm: number): number;
  unpurify(p: number, lastItm: number): number;
  readonly out: Int32Array;
}

/** The arrays the dance steps change or read, and the kernels bound to them (if any). */
export interface DanceArrays {
  readonly nd: Int32Array;
  readonly secondaries: Int32Array;
  readonly kernels: Kernels | undefined;
}

// The part of the WebAssembly API used here (the project's type libraries leave it out).
interface WasmMemory {
  readonly buffer: ArrayBuffer;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number; maximum: number }) => WasmMemory;
}
const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

let enabled = true;
let compiled: object | null | undefined;

/** Turns the WebAssembly kernels on or off for matrices built from now on (on by default). */
export function useKernels(on: boolean): void {
  enabled = on;
}

function kernelsModule(): object | null {
  if (compiled === undefined) {
    try {
      compiled = wasm === undefined ? null : new wasm.Module(KERNELS_WASM);
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

const PAGE = 65536;
/** Int32s of results at the end of the memory. */
const OUT = 8;
/** The largest memory asked for (2 GiB); a larger matrix keeps plain arrays. */
const MAX_PAGES = 32768;

/**
 * Allocates `nd` (`nodes` int32s) and `secondaries` (`options` int32s), in one
 * WebAssembly memory with its kernels when it can, else as plain arrays.
 */
export function danceArrays(nodes: number, options: number): DanceArrays {
  const mod = enabled ? kernelsModule() : null;
  const pages = Math.ceil((4 * (nodes + options + OUT)) / PAGE);
  if (wasm !== undefined && mod !== null && pages <= MAX_PAGES) {
    try {
      const mem = new wasm.Memory({ initial: pages, maximum: pages });
      const sec = 4 * nodes;
      const out = sec + 4 * options;
      const exports = new wasm.Instance(mod, { env: { mem, sec, out } }).exports as unknown as Omit<Kernels, 'out'>;
      const kernels: Kernels = {
        hideRows: exports.hideRows,
        unhideRows: exports.unhideRows,
        cover: exports.cover,
        uncover: exports.uncover,
        purify: exports.purify,
        unpurify: exports.unpurify,
        out: new Int32Array(mem.buffer, out, OUT),
      };
      return {
        nd: new Int32Array(mem.buffer, 0, nodes),
        secondaries: new Int32Array(mem.buffer, sec, options),
        kernels,
      };
    } catch {
      // no memory that large here: plain arrays
    }
  }
  return { nd: new Int32Array(nodes), secondaries: new Int32Array(options), kernels: undefined };
}

/** A copy of `a`, in arrays (and kernels) of its own. */
export function copyDanceArrays(a: DanceArrays): DanceArrays {
  const b = danceArrays(a.nd.length, a.secondaries.length);
  b.nd.set(a.nd);
  b.secondaries.set(a.secondaries);
  return b;
}
