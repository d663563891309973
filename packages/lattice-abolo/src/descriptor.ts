import type { LatticeDescriptor } from '@polydance/lattice';
import { aboloCell, aboloDrawing } from './draw.js';
import { aboloSites } from './sites.js';

/** Three radix-62 digits: an item that the cube lattice would read as a cell. */
const THREE_DIGITS = /^[0-9a-zA-Z]{3}$/;

/**
 * The abolo lattice: the quarters `xye`, `xyn`, `xys`, `xyw` of the squares of a grid
 * cut by both diagonals, the 8 symmetries, drawings of right isosceles triangles. Its
 * item names could be cubes' (`00e`), so a DLX file is taken for it from its items only
 * when all that look like cells end in a quarter's letter; the comment `| this file
 * was created by polydance polyabolo ...` (or `--lattice abolo`) always tells.
 */
export const aboloDescriptor: LatticeDescriptor = {
  name: 'abolo',
  label: 'Abolo (polyaboloes)',
  programs: ['polyabolo'],
  ...aboloSites,
  drawing: aboloDrawing,
  recognizes: (items) => {
    const cells = items.filter((i) => THREE_DIGITS.test(i));
    return cells.length > 0 && cells.every((i) => aboloCell(i) !== undefined);
  },
};
