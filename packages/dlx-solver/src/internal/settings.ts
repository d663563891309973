/** Verbosity bits of Knuth's `v<n>` option. */
export const SHOW_BASICS = 1;
export const SHOW_CHOICES = 2;
export const SHOW_DETAILS = 4;
export const SHOW_PROFILE = 128;
export const SHOW_FULL_STATE = 256;
export const SHOW_TOTS = 512;
export const SHOW_WARNINGS = 1024;
export const SHOW_MAX_DEG = 2048;

/** The knobs of DLX1-3, as set by their command-line options. */
export interface KnuthSettings {
  /** `v`: verbosity bits (default SHOW_BASICS + SHOW_WARNINGS). */
  readonly vbose: number;
  /** `d`: report progress every `delta` mems (0 = never). */
  readonly delta: number;
  /** `c`: levels at or above this are not traced by SHOW_CHOICES. */
  readonly showChoicesMax: number;
  /** `l`: SHOW_DETAILS only at levels within this distance of the deepest so far. */
  readonly showChoicesGap: number;
  /** `C`: levels shown in state and progress reports. */
  readonly showLevelsMax: number;
  /** `T`: stop when this many mems have been spent. */
  readonly timeout: number;
  /** `S`: record the shape of the search tree. */
  readonly shape: boolean;
}

export const QUIET: KnuthSettings = {
  vbose: 0,
  delta: 0,
  showChoicesMax: 1000000,
  showChoicesGap: 1000000,
  showLevelsMax: 1000000,
  timeout: Number.POSITIVE_INFINITY,
  shape: false,
};

/** What `run` reports when it returns. */
export const BUDGET = 0;
export const SOLUTION = 1;
export const DONE = 2;
export const TIMEOUT = 3;
