#!/usr/bin/env node
// The polydance launcher: runs the built CLI (build it with `pnpm build`). It uses the
// global `process`: importing `node:process` would make every lazy property of it
// (stdin among them) at start-up.
import { run } from '../dist/index.js';

process.exitCode = await run(process.argv.slice(2));
