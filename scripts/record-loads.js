// Records which modules a Node process loads: with
//   POLYDANCE_LOADS=FILE node --import ./scripts/record-loads.js PROGRAM ...
// the URL of every module the process loads (its own files, the packages', node:
// builtins) is appended to FILE, one per line, as it is loaded. The start-up tests use
// it to check that a command loads what it needs and nothing else.
import { register } from 'node:module';

const hooks = `
import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(process.env.POLYDANCE_LOADS, url + '\\n');
  return next(url, context);
}
`;

if (!process.env['POLYDANCE_LOADS']) throw new Error('record-loads.js: set POLYDANCE_LOADS to the file that receives the URLs');
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
