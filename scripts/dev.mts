// Runs the CLI from source (no build): `pnpm dev <command> [args]`.
import { run } from 'polydance';

process.exitCode = await run(process.argv.slice(2));
