#!/usr/bin/env node
// The polydance launcher: runs the built CLI (build it with `pnpm build`), its CommonJS
// build, so that Node never starts its ES module loader (see tsup.config.ts). It uses
// the global `process`: requiring `node:process` would make every lazy property of it
// (stdin among them) at start-up.
'use strict';

// V8's compiled code of the bundle, kept between runs (see compile-cache.cjs)
require('./compile-cache.cjs').installCompileCache(require('node:path').join(__dirname, '..', 'dist'));

const { run } = require('../dist/index.cjs');

// run reports every failure itself and resolves to the exit status; the second handler
// is for a failure of the launcher's own (70, as run's internal errors)
run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    // a stopped command (--timeout, SIGINT, SIGTERM) ends now, even if a read of a pipe
    // with no writer or a write to a reader that stopped reading is still pending
    if (code === 124 || code === 129 || code === 130 || code === 143) process.exit(code);
  },
  (error) => {
    process.stderr.write(`polydance: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 70;
  },
);
