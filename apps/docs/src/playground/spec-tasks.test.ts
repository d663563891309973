import { findLattice } from '@polydance/lattices';
import { describe, expect, it } from 'vitest';
import { editorDims, regionSize } from './editor.js';
import { MAX_LINE_CELLS, tooManyOptions } from './limits.js';
import { polyformLines, withLines, withText } from './pieces.js';
import { answer, readCells, transfers, unpackCells } from './spec-tasks.js';

const CUBE_BOX = '[0-z][0-z][0-z]';

describe("the editor's worker (what the page asks off its main thread)", () => {
  it('checks a short spec of millions of options up to the option limit, and says so', async () => {
    for (const set of ['solid-pentominoes', 'soma']) {
      expect(await answer({ type: 'check', lattice: 'cube', spec: `${CUBE_BOX}\nset: ${set}\n` })).toEqual({ type: 'check', check: { failure: tooManyOptions() } });
    }
    const pieces = Array.from({ length: 200 }, (_, i) => `P${i} 000 100 200 010 001`).join('\n');
    expect(await answer({ type: 'check', lattice: 'cube', spec: `${CUBE_BOX}\n${pieces}\n` })).toEqual({ type: 'check', check: { failure: tooManyOptions() } });
  });

  it('gives a check its summary, or its error as a plain object (line, column, message) that crosses postMessage whole', async () => {
    const good = await answer({ type: 'check', lattice: 'square', spec: '[0-1][0-1]\nset: tetrominoes -T -L -S -I\n' });
    expect(good.type === 'check' && 'summary' in good.check && good.check.summary).toMatch(/^Altogether 4 cells/);
    const bad = await answer({ type: 'check', lattice: 'square', spec: '[0-1][0-1]\nA 00 0\n' });
    if (bad.type !== 'check' || !('error' in bad.check)) throw new Error('no error');
    expect(Object.getPrototypeOf(bad.check.error)).toBe(Object.prototype);
    const copy = structuredClone(bad.check.error);
    expect(copy).toMatchObject({ line: 2, column: 7 });
    expect(copy.message).toMatch(/line 2, column 7/);
  });

  it('reads the cells of a spec for the drawing, and refuses a line of more cells than it draws, saying how many', async () => {
    const read = await answer({ type: 'cells', lattice: 'square', spec: '[0-1][0-2]\nA 00 01\n' });
    expect(read.type === 'cells' && 'cells' in read.read && read.read.cells.box).toHaveLength(6);
    // the pieces cross postMessage packed (one string, three buffers moved), and come back as the page reads them
    const spec = '[0-2][0-2]\nA 00 01 11\nset: tetrominoes -T -S -L\nB 22\n';
    const reply = await answer({ type: 'cells', lattice: 'square', spec });
    if (reply.type !== 'cells' || !('cells' in reply.read)) throw new Error('no cells');
    const packed = reply.read.cells.pieces;
    expect(packed.text).toBe('AA 00 01 11II 00 01 02 03OO 00 01 10 11BB 22');
    expect([...packed.lines]).toEqual([1, 2, 2, 3]);
    expect([...packed.fromSet]).toEqual([0, 1, 1, 0]);
    const moved = transfers(reply);
    expect(moved).toEqual([packed.ends.buffer, packed.lines.buffer, packed.fromSet.buffer]);
    const unpacked = unpackCells(structuredClone(reply.read, { transfer: moved }));
    expect(packed.lines).toHaveLength(0);
    const direct = readCells('square', spec);
    if (!('cells' in unpacked) || !('cells' in direct)) throw new Error('no cells');
    expect(unpacked.cells.box).toEqual(direct.cells.box);
    expect(unpacked.cells.pieces.map((p) => ({ line: p.line, name: p.name, head: p.head, fromSet: p.fromSet === true, items: p.items }))).toEqual(
      direct.cells.pieces.map((p) => ({ line: p.line, name: p.name, head: p.head, fromSet: p.fromSet === true, items: p.items })),
    );
    expect(transfers(await answer({ type: 'check', lattice: 'square', spec }))).toEqual([]);
    expect(await answer({ type: 'cells', lattice: 'cube', spec: `${CUBE_BOX}\nset: soma\n` })).toEqual({
      type: 'cells',
      read: { tooMany: `line 1 holds 46,656 cells, more than the ${MAX_LINE_CELLS.toLocaleString('en-US')} the editor draws: edit it as text` },
    });
    expect(await answer({ type: 'cells', lattice: 'square', spec: '[0-2\n' })).toEqual({ type: 'cells', read: { unreadable: true } });
  });

  it('lists every polyform of a size as piece lines, and refuses more than the playground adds, naming the command that writes them', async () => {
    const reply = await answer({ type: 'polyforms', lattice: 'square', size: 5, hand: 'free' });
    expect(reply.type === 'polyforms' && 'text' in reply && reply.text.split('\n').map((l) => l.split(' ')[0])).toEqual(['F', 'I', 'L', 'N', 'P', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z']);
    expect(() => polyformLines('square', 6, 'one-sided', 50)).toThrow(
      'the one-sided polyforms of 6 cells on the square lattice are 60 pieces, more than the 50 the playground adds to a spec: polydance pieces square 6 --one-sided writes them all',
    );
    expect(await answer({ type: 'polyforms', lattice: 'macmahon', size: 3, hand: 'free' })).toEqual({ type: 'polyforms', error: 'the macmahon lattice has no piece lines' });
    expect(withLines('[0-1][0-1]', ['A 00', 'B 01'])).toBe('[0-1][0-1]\nA 00\nB 01\n');
    expect(withLines('x\n', [])).toBe('x\n');
    expect(withText('[0-1][0-1]', 'A 00\nB 01')).toBe('[0-1][0-1]\nA 00\nB 01\n');
    expect(withText('x\n', '')).toBe('x\n');
  });

  it('gives the link of a spec: plain when short, compressed when long, with its size in bytes', async () => {
    const short = await answer({ type: 'link', lattice: 'square', spec: '[0-1][0-1]\nA 00 01\n' });
    expect(short).toEqual({ type: 'link', hash: 'lattice=square&spec=%5B0-1%5D%5B0-1%5D%0AA+00+01%0A', compressed: false, fitsPlain: true, bytes: 19 });
    const long = `${'| é\n'.repeat(1_000_000)}[0-1][0-1]\n`;
    const reply = await answer({ type: 'link', lattice: 'square', spec: long });
    expect(reply).toMatchObject({ type: 'link', compressed: true, fitsPlain: false, bytes: 5_000_011 });
    if (reply.type !== 'link') throw new Error('no link');
    expect(reply.hash).toMatch(/^lattice=square&z=[A-Za-z0-9_-]+$/);
    // with `keepPast`, a link longer than that has its spec kept (stored.ts): here, without IndexedDB, the reason why not
    expect(await answer({ type: 'link', lattice: 'square', spec: long, keepPast: 1000 })).toMatchObject({ type: 'link', kept: { ok: false, error: expect.stringMatching(/indexedDB/) as unknown } });
    expect(await answer({ type: 'link', lattice: 'square', spec: '[0-1][0-1]\nA 00 01\n', keepPast: 1000 })).not.toHaveProperty('kept');
  });

  it("sizes the drawing's region without spreading the items into Math.max (a million cells)", () => {
    const cube = findLattice('cube')!;
    const items = [...Array.from({ length: 1_000_000 }, () => '000'), 'ZZZ'];
    const dims = editorDims(cube, items, 12);
    expect(dims).toEqual([64, 64, 63]);
    expect(regionSize(cube, dims)).toBe(64 * 64 * 63);
  });
});
