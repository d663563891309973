import { readFileSync } from 'node:fs';
import { readDlx, planTasks, TaskRunner, countSync } from '../src/index.js';
const p = readDlx(readFileSync('/tmp/p610.dlx', 'utf8')).problem;
const cpu = () => process.cpuUsage().user / 1000;
const runAll = (tasks) => { const r = new TaskRunner(p, 'count'); let s = 0, n = 0; for (const tk of tasks) { r.start(tk.path); while (!r.step(1 << 14)); s += r.count; n += r.nodes; } return [s, n]; };
let t = cpu(); console.log('root task', runAll([{ path: [] }]), (cpu() - t).toFixed(0));
t = cpu(); const c = countSync(p); console.log('plain', c.solutions, (cpu() - t).toFixed(0), 'ms');
const plan = planTasks(p);
t = cpu(); console.log('one runner', runAll(plan.tasks), (cpu() - t).toFixed(0));
