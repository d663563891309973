import type { Command } from '../command.js';
import { UsageError } from '../io.js';

export const polyomino: Command = {
  name: 'polyomino',
  aliases: ['polyomino-dlx'],
  summary: 'polyominoes in a box of square cells → DLX (as POLYOMINO-DLX)',
  help: 'polydance polyomino [FILE]\n',
  run() {
    return Promise.reject(new UsageError('not built yet'));
  },
};
