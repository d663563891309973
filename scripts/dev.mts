// Runs the CLI from source (no build): `pnpm dev <command> [args]`.
import { run } from 'polydance';

const code = await run(process.argv.slice(2));
process.exitCode = code;
// as the launcher (apps/cli/bin/polydance.cjs): a stopped command ends now, whatever is pending
if (code === 124 || code === 129 || code === 130 || code === 143) process.exit(code);
