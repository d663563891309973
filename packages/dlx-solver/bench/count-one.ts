/**
 * Counts the solutions of one DLX file with a built copy of this package, in a fresh
 * process, and prints one JSON line: {"solutions": "N", "nodes": K, "cpuMs": C,
 * "wallMs": W, "maxRssMB": M}, where C is the CPU time from the loading of the package
 * to the end of the count (the TypeScript loader that runs this file is left out), W the
 * wall time of the count alone and M the process's peak resident memory. Used by
 * tilings.ts; run it alone as
 *   node bench/count-one.ts PATH/TO/dist/index.js FILE.dlx     (through tsx)
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Problem } from '@polydance/exact-cover';

type Count = (problem: Problem) => Promise<{ solutions: bigint; nodes: number }>;
type ReadDlx = (text: string) => { problem: Problem };

const [dist, file] = process.argv.slice(2);
if (dist === undefined || file === undefined) throw new Error('usage: count-one.ts DIST FILE.dlx');
const cpu = process.cpuUsage();
const { count, readDlx } = (await import(pathToFileURL(dist).href)) as { count: Count; readDlx: ReadDlx };
const start = performance.now();
const r = await count(readDlx(readFileSync(file, 'utf8')).problem);
const wallMs = performance.now() - start;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
const maxRssMB = process.resourceUsage().maxRSS / 1024;
process.stdout.write(`${JSON.stringify({ solutions: String(r.solutions), nodes: r.nodes, cpuMs, wallMs, maxRssMB })}\n`);
