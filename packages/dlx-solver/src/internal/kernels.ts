/*
 * The search of DLX1-3 compiled to WebAssembly (wasm/kernels.wat, assembled into
 * kernels-wasm.ts), and the arrays it works on.
 *
 * A matrix whose arrays live in a WebAssembly memory carries `kernels`: the dance steps
 * of links.ts (`cover`, `uncover`, `purify`, `unpurify`) and the engines' search loops
 * (`run1`, `run3`; see Engine.run) run there, without the bounds checks of JavaScript's
 * typed arrays. Where WebAssembly is missing or turned off (`useKernels(false)`, for
 * the tests that compare both), the arrays are plain Int32Arrays and the engines and
 * links.ts run their own loops. Either way the engines read and write `nd`, `cl` and
 * their levels as Int32Arrays.
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
  /**
   * DLX3's search loop (dlx3.ts `search`) from step `pc` on, for a search without
   * randomizing, traces or a shape, below the levels of a prefix (`floor`); see
   * kernels.wat for what it returns and stores.
   */
  run3(
    pc: number,
    level: number,
    best: number,
    cur: number,
    score: number,
    maxl: number,
    budget: number,
    stop: number,
    second: number,
    lastItm: number,
    choice: number,
    scor: number,
    firstTweak: number,
    quiet: number,
    floor: number,
  ): number;
  /** DLX1's search loop (DLX2's when `colored` is 1), as `run3` is DLX3's. */
  run1(
    colored: number,
    pc: number,
    level: number,
    best: number,
    cur: number,
    maxdeg: number,
    maxl: number,
    budget: number,
    stop: number,
    second: number,
    lastItm: number,
    choice: number,
    quiet: number,
    floor: number,
  ): number;
  readonly out: Int32Array;
  /** The float64 results of `run1` and `run3` (the same memory as `out`, from its byte 64). */
  readonly out64: Float64Array;
}

/** The arrays the dance steps change or read, and the kernels bound to them (if any). */
export interface DanceArrays {
  readonly nd: Int32Array;
  readonly secondaries: Int32Array;
  readonly cl: Int32Array;
  /**
   * Room for the engine's arrays of levels (choice, scores, first tweaks), in the same
   * memory, so that `run3` can use them; empty with plain arrays.
   */
  readonly levels: Int32Array;
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
/** Int32s of results at the end of the memory (16, then 8 float64s). */
const OUT = 32;
/** The largest memory asked for (2 GiB); a larger matrix keeps plain arrays. */
const MAX_PAGES = 32768;

/**
 * Allocates `nd` (`nodes` int32s), `secondaries` (`options` int32s) and `cl` (`items`
 * int32s), with room for the levels of a search of them, in one WebAssembly memory with
 * its kernels when it can, else as plain arrays.
 */
export function danceArrays(nodes: number, options: number, items: number): DanceArrays {
  const mod = enabled ? kernelsModule() : null;
  // three arrays of levels, each longer than the deepest search (DLX3's: a level per node and per item)
  const levels = 3 * ((nodes >> 2) + (items >> 2) + 4);
  // the results at a multiple of 8 bytes, for their float64s
  const words = (nodes + options + items + levels + 1) & ~1;
  const pages = Math.ceil((4 * (words + OUT)) / PAGE);
  if (wasm !== undefined && mod !== null && pages <= MAX_PAGES) {
    try {
      const mem = new wasm.Memory({ initial: pages, maximum: pages });
      const sec = 4 * nodes;
      const cl = sec + 4 * options;
      const lv = cl + 4 * items;
      const out = 4 * words;
      const exports = new wasm.Instance(mod, { env: { mem, sec, cl, out } }).exports as unknown as Omit<Kernels, 'out' | 'out64'>;
      const kernels: Kernels = {
        hideRows: exports.hideRows,
        unhideRows: exports.unhideRows,
        cover: exports.cover,
        uncover: exports.uncover,
        purify: exports.purify,
        unpurify: exports.unpurify,
        run3: exports.run3,
        run1: exports.run1,
        out: new Int32Array(mem.buffer, out, OUT),
        out64: new Float64Array(mem.buffer, out + 64, (4 * OUT - 64) / 8),
      };
      return {
        nd: new Int32Array(mem.buffer, 0, nodes),
        secondaries: new Int32Array(mem.buffer, sec, options),
        cl: new Int32Array(mem.buffer, cl, items),
        levels: new Int32Array(mem.buffer, lv, levels),
        kernels,
      };
    } catch {
      // no memory that large here: plain arrays
    }
  }
  return {
    nd: new Int32Array(nodes),
    secondaries: new Int32Array(options),
    cl: new Int32Array(items),
    levels: new Int32Array(0),
    kernels: undefined,
  };
}

/** A copy of `a`, in arrays (and kernels) of its own. */
export function copyDanceArrays(a: DanceArrays): DanceArrays {
  const b = danceArrays(a.nd.length, a.secondaries.length, a.cl.length);
  b.nd.set(a.nd);
  b.secondaries.set(a.secondaries);
  b.cl.set(a.cl);
  return b;
}
