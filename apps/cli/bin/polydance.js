#!/usr/bin/env node
// The polydance launcher: runs the built CLI (build it with `pnpm build`).
import process from 'node:process';
import { run } from '../dist/index.js';

process.exitCode = await run(process.argv.slice(2));
