/** One of MacMahon's four edge colors. */
export type Color = 'a' | 'b' | 'c' | 'd';

/** The four colors, in the order the piece table is generated. */
export const COLORS: readonly Color[] = ['a', 'b', 'c', 'd'];

/** True when `text` is one of the four colors. */
export function isColor(text: string): text is Color {
  return text === 'a' || text === 'b' || text === 'c' || text === 'd';
}
