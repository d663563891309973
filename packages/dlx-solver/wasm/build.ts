/**
 * Assembles wasm/kernels.wat into src/internal/kernels-wasm.ts (the module's bytes as a
 * TypeScript constant), with the `wabt` npm package:
 *
 *   pnpm --filter @polydance/dlx-solver build:wasm
 *
 * `kernelsSource()` is what the file must hold; a test compares it with the committed one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import wabt from 'wabt';

const wat = fileURLToPath(new URL('kernels.wat', import.meta.url));
export const kernelsFile = fileURLToPath(new URL('../src/internal/kernels-wasm.ts', import.meta.url));

/** The text of src/internal/kernels-wasm.ts, assembled from wasm/kernels.wat. */
export async function kernelsSource(): Promise<string> {
  const tools = await wabt();
  const parsed = tools.parseWat('kernels.wat', readFileSync(wat, 'utf8'));
  try {
    parsed.validate();
    const bytes = [...parsed.toBinary({}).buffer];
    const lines: string[] = [];
    for (let i = 0; i < bytes.length; i += 24) lines.push(`  ${bytes.slice(i, i + 24).join(', ')},`);
    return (
      '// Generated from wasm/kernels.wat by wasm/build.ts (`pnpm --filter @polydance/dlx-solver\n' +
      '// build:wasm`): do not edit. The dance steps of links.ts as a WebAssembly module.\n' +
      `export const KERNELS_WASM = new Uint8Array([\n${lines.join('\n')}\n]);\n`
    );
  } finally {
    parsed.destroy();
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(kernelsFile, await kernelsSource());
  process.stdout.write(`wrote ${kernelsFile}\n`);
}
