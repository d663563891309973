// Runs the built CLI once in this process (node cli-once.js ARGS...) and reports, as the
// last line on stderr, `BENCH {"cpuMs":...}`: the CPU time of the whole process, all its
// threads included.
import { run } from '../dist/index.js';

const code = await run(process.argv.slice(2));
const cpu = process.cpuUsage();
process.stderr.write(`\nBENCH ${JSON.stringify({ code, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
process.exitCode = code;
