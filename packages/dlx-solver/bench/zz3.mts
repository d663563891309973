import { readFileSync } from 'node:fs';
import { readDlx, planTasks, TaskRunner } from '../src/index.js';
const p = readDlx(readFileSync('/tmp/p610.dlx', 'utf8')).problem;
const cpu = () => process.cpuUsage().user / 1000;
const plan = planTasks(p);
const which = process.argv[2];
const h = plan.tasks.length >> 1;
const tasks = which === 'all' ? plan.tasks : which === 'a' ? plan.tasks.slice(0, h) : which === 'b' ? plan.tasks.slice(h) : which === 'ia' ? plan.tasks.filter((_, i) => i % 2 === 0) : plan.tasks.filter((_, i) => i % 2 === 1);
const t = cpu();
const r = new TaskRunner(p, 'count'); let s = 0, n = 0; for (const tk of tasks) { r.start(tk.path); while (!r.step(1 << 14)); s += r.count; n += r.nodes; }
console.log(which, s, n, (cpu() - t).toFixed(0));
