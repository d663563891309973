import { showPath } from '@polydance/exact-cover';
import type * as FsPromises from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { OutputError } from './io.js';

/** Node's `fs/promises`, loaded on the first write of a file (it loads a good part of Node's file code). */
function files(): typeof FsPromises {
  return process.getBuiltinModule('node:fs').promises;
}

/** What a write error means, in words, by its code. */
const CAUSES: Readonly<Record<string, string>> = {
  ENOENT: 'no such folder',
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a folder',
  EEXIST: 'a temporary file of that name exists',
  EIO: 'input/output error',
};

/**
 * Writes a file atomically: a temporary file of a random name beside it, created
 * exclusively (an existing file or a planted symbolic link is never followed), written
 * and flushed (unless `sync` is false), then renamed over it; the temporary file is
 * removed if anything fails, so the file is whole or as it was, never empty or cut
 * short. With `overwrite: false` a file (or link) of that name is kept, and the error
 * thrown as it is is EEXIST's.
 */
export async function writeAtomically(file: string, text: string, options: { readonly overwrite?: boolean; readonly sync?: boolean } = {}): Promise<void> {
  const tmp = join(dirname(file), `.${basename(file)}.${process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex')}.tmp`);
  let made = false;
  try {
    const h = await files().open(tmp, 'wx', 0o644);
    made = true;
    try {
      await h.writeFile(text);
      if (options.sync !== false) await h.sync();
    } finally {
      await h.close();
    }
    if (options.overwrite === false && (await exists(file))) throw Object.assign(new Error(`EEXIST: file already exists, '${file}'`), { code: 'EEXIST', kept: true });
    await files().rename(tmp, file);
    made = false;
  } catch (e) {
    if (made) await files().unlink(tmp).catch(() => undefined);
    if ((e as { kept?: boolean }).kept === true) throw e;
    const code = (e as NodeJS.ErrnoException | undefined)?.code ?? 'EIO';
    throw new OutputError(code, `cannot write ${showPath(file)}: ${code}${CAUSES[code] === undefined ? '' : ` (${CAUSES[code]})`}`);
  }
}

/**
 * Makes a folder and the folders above it that are missing. A recursive mkdir says ENOENT
 * for any failure below a folder it could not make (a read-only file system, a folder
 * without write permission): the first missing folder is then made alone, whose error
 * says why.
 */
export async function makeFolder(folder: string): Promise<void> {
  try {
    await files().mkdir(folder, { recursive: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    let missing = resolve(folder);
    while (dirname(missing) !== missing && !(await exists(dirname(missing)))) missing = dirname(missing);
    if (dirname(missing) === missing) throw e;
    // its error is the cause; made after all (another process made what was missing), go on
    await files().mkdir(missing);
    await files().mkdir(folder, { recursive: true });
  }
}

/** Whether a file, folder or link (even one that points nowhere) has this name. */
async function exists(file: string): Promise<boolean> {
  try {
    await files().lstat(file);
    return true;
  } catch {
    return false;
  }
}
