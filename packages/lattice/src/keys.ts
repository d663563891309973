/** Spare one-character keys, in the order they are handed out. */
const SPARE_KEYS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * One character per piece name, for text pictures that have room for one: the names
 * themselves when all are one character long; else their first characters, or else their
 * last characters, when those tell every name apart; else letters in the order of the
 * sorted names. A key never matches `reserved` (the characters that draw the picture).
 */
export function pieceKeys(names: readonly string[], reserved: RegExp): Map<string, string> {
  const sorted = [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const tryKeys = (pick: (name: string) => string): Map<string, string> | undefined => {
    const keys = sorted.map(pick);
    const ok = keys.every((k) => k.length === 1 && !reserved.test(k)) && new Set(keys).size === keys.length;
    return ok ? new Map(sorted.map((n, i) => [n, keys[i]!])) : undefined;
  };
  return (
    tryKeys((n) => (n.length === 1 ? n : '')) ??
    tryKeys((n) => n.slice(0, 1)) ??
    tryKeys((n) => n.slice(-1)) ??
    new Map(sorted.map((n, i) => [n, SPARE_KEYS[i] ?? '?']))
  );
}

/** The last line of a picture whose keys differ from the names: `key: k=NAME …`, or undefined when none do. */
export function keysLine(keys: ReadonlyMap<string, string>): string | undefined {
  const renamed = [...keys].filter(([name, key]) => name !== key);
  return renamed.length > 0 ? `key: ${renamed.map(([name, key]) => `${key}=${name}`).join(' ')}` : undefined;
}
