import { basename, extname } from 'node:path';
import { quote } from '@polydance/exact-cover';
import { UsageError } from './io.js';

/**
 * The name of the problem read from FILE, for the SVG files drawn from it: the file's
 * name without its extension (`pentominoes-3x20.dlx` → `pentominoes-3x20`), and
 * `solution` for stdin.
 */
export function problemName(file: string | undefined): string {
  if (file === undefined || file === '-') return 'solution';
  const base = basename(file);
  const stem = base.slice(0, base.length - extname(base).length);
  return stem === '' ? base : stem;
}

/** Reads the value of `--name`: a file name without folders. */
export function svgName(value: string | undefined): string {
  if (value === undefined || value === '' || /[/\\]/.test(value) || value === '.' || value === '..') {
    throw new UsageError(`--name needs a file name without folders, not ${quote(value ?? '')}`);
  }
  return value;
}
