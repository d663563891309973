import { readFileSync } from 'node:fs';
import { readDlx, planTasks, TaskRunner, countSync } from '../src/index.js';
const p = readDlx(readFileSync('/tmp/p610.dlx', 'utf8')).problem;
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const which = process.argv[2];
const t = cpu();
if (which === 'plain') console.log('plain', countSync(p).solutions, (cpu() - t).toFixed(0));
else { const plan = planTasks(p); const tp = cpu() - t; const r = new TaskRunner(p, 'count'); let s = 0; for (const tk of plan.tasks) { r.start(tk.path); while (!r.step(1 << 13)); s += r.count; } console.log('tasks', s, 'plan', tp.toFixed(0), 'total', (cpu() - t).toFixed(0)); }
