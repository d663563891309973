// Runs the CLI from source (no build): `pnpm dev <command> [args]`.
import { run } from '../apps/cli/src/index.ts';

process.exitCode = await run(process.argv.slice(2));
