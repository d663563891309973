/**
 * The playground's limits: what keeps a tab answering whatever spec a link holds. Every
 * heavy step (generating options, reading a long spec, listing polyforms) runs in a
 * worker, and these bound what reaches the page.
 */

/**
 * The most options the playground takes: the generator stops as soon as a spec's problem
 * would have more (`maxOptions` of the generators), and the spec is refused with a
 * message naming this limit, before any DLX text is written or any search starts (a
 * short spec, such as a link's, can make millions of options: they are never made).
 * The editor's check of a spec stops at the same limit.
 */
export const MAX_OPTIONS = 200_000;

/** The message of a problem refused for its size. */
export function tooManyOptions(): string {
  return `This spec makes more than ${MAX_OPTIONS.toLocaleString('en-US')} options, the playground's limit: make the box or the piece list smaller, or use the command line (polydance).`;
}

/** The most pieces "Every polyform of N cells → Add" puts into a spec at once. */
export const MAX_ADDED = 100_000;

/** The most cells one line of a spec may hold for the editor to draw it (its box, or a piece). */
export const MAX_LINE_CELLS = 20_000;

/** The most cells the editor's drawing shows (the box and the margin around it). */
export const MAX_DRAWN = 4_000;

/** Past this many pieces the editor lists them by number, not with a button each. */
export const MAX_PIECE_BUTTONS = 300;

/** Specs longer than this (characters) are read for the editor in a worker, not on the page. */
export const READ_ON_PAGE = 50_000;

/**
 * Past this many characters the spec is shown in a view that lays out only the lines in
 * sight, not in the text box: Chromium lays out a text box of 2.4 MB for 1.5 s, during
 * which the page does not answer. "Edit as text" puts it in the text box all the same.
 */
export const MAX_IN_TEXT_BOX = 200_000;

/** The most characters of one line the view of a long spec shows (the rest is counted). */
export const MAX_SHOWN_LINE = 2_000;

/**
 * The longest address the page writes (characters): Chromium refuses longer ones (2 MiB).
 * A spec whose link would be longer is kept in the browser's storage instead (stored.ts).
 */
export const MAX_LINK = 2_000_000;

/**
 * The longest address the page puts in the address bar (characters): each history call
 * with an address of 600 kB takes Chromium a quarter of a second. A longer link (up to
 * MAX_LINK) is what "Copy link" gives, and the address points to a copy of the spec in
 * the browser's storage.
 */
export const MAX_ADDRESS = 200_000;

const counts = new Intl.NumberFormat('en-US');
/** A number as the page writes it: `63,600`. */
export function formatCount(n: number): string {
  return counts.format(n);
}
