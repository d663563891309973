/** Whether a line (after the box) names a piece set: it begins with `set:`. */
export function isSetLine(text: string): boolean {
  return text.startsWith('set:');
}
