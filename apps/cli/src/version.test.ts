import { expect, it } from 'vitest';
import { repoFile, runCli } from './testing.js';

it('polydance --version prints the version of apps/cli/package.json', async () => {
  const { version } = JSON.parse(repoFile('apps', 'cli', 'package.json')) as { version: string };
  for (const flag of ['--version', '-V']) {
    const result = await runCli([flag]);
    expect(result).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  }
});
