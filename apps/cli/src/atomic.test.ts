import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as FsPromises from 'node:fs/promises';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// a disk that fills up after `room` bytes of a file (as /dev/full or a full disk do),
// on the file API that writeAtomically takes from Node itself (fs.promises)
const full = { room: Number.POSITIVE_INFINITY };
const fsp: typeof FsPromises = process.getBuiltinModule('node:fs').promises;
const open = fsp.open.bind(fsp);
vi.spyOn(fsp, 'open').mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
  const h = await open(...args);
  const write = h.writeFile.bind(h);
  const writeFile = async (text: string): Promise<void> => {
    if (text.length <= full.room) return write(text);
    await write(text.slice(0, full.room));
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  };
  return Object.assign(h, { writeFile });
});

const { writeAtomically } = await import('./atomic.js');

afterEach(() => {
  full.room = Number.POSITIVE_INFINITY;
});

// Node's own objects outlive this file: the next test file in this process gets them back whole
afterAll(() => {
  vi.restoreAllMocks();
});

describe('writeAtomically', () => {
  it('a full disk leaves neither the file nor its temporary, and is an OutputError (status 74) naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'polydance-atomic-'));
    full.room = 10;
    const file = join(dir, 'x-0001.svg');
    await expect(writeAtomically(file, '<svg>a picture</svg>\n', { sync: false })).rejects.toMatchObject({
      name: 'OutputError',
      code: 'ENOSPC',
      message: `cannot write ${file}: ENOSPC (no space left on device)`,
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a full disk keeps the file that was there whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'polydance-atomic-'));
    const file = join(dir, 'x.svg');
    writeFileSync(file, 'before\n');
    full.room = 3;
    await expect(writeAtomically(file, 'after, longer\n')).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(readdirSync(dir)).toEqual(['x.svg']);
    expect(readFileSync(file, 'utf8')).toBe('before\n');
  });

  it('overwrite: false keeps an existing file and throws EEXIST; otherwise the file is replaced whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'polydance-atomic-'));
    const file = join(dir, 'x.svg');
    await writeAtomically(file, 'one\n', { overwrite: false });
    await expect(writeAtomically(file, 'two\n', { overwrite: false })).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(file, 'utf8')).toBe('one\n');
    await writeAtomically(file, 'three\n');
    expect(readFileSync(file, 'utf8')).toBe('three\n');
    expect(readdirSync(dir)).toEqual(['x.svg']);
  });
});
