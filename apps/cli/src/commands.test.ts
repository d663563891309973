import { describe, expect, it } from 'vitest';
import { commands } from './commands/index.js';
import { findCommand } from './index.js';

describe('the command table', () => {
  it.each(commands.map((c) => [c.name, c] as const))('%s: the entry names, aliases and summarizes the command it loads', async (_, entry) => {
    const command = await entry.load();
    expect({ name: command.name, aliases: command.aliases, summary: command.summary }).toEqual({
      name: entry.name,
      aliases: entry.aliases,
      summary: entry.summary,
    });
  });

  it('has no name twice', () => {
    const names = commands.flatMap((c) => [c.name, ...(c.aliases ?? [])]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('findCommand loads a command by its name or an alias', async () => {
    expect((await findCommand('polyomino-dlx'))?.name).toBe('polyomino');
    expect((await findCommand('dlx2'))?.name).toBe('dlx2');
    expect(await findCommand('nonesuch')).toBeUndefined();
  });
});
