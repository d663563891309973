// Loaded with `node -r` by bench/counts.ts: when the process ends, appends its own CPU
// time (user + system, from its start, Node's start included) and its peak resident
// memory to the file named by POLYDANCE_USAGE, as one line of JSON.
'use strict';
const file = process.env.POLYDANCE_USAGE;
process.on('exit', () => {
  const u = process.resourceUsage();
  require('node:fs').appendFileSync(file, `${JSON.stringify({ cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000, maxRssKB: u.maxRSS })}\n`);
});
