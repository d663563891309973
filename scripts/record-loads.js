// Records which modules a Node process loads: with
//   POLYDANCE_LOADS=FILE node --import ./scripts/record-loads.js PROGRAM ...
// the URL of every module the process loads (its own files, the packages', node:
// builtins) is appended to FILE, one per line, as it is loaded: ES modules through a
// loader hook, CommonJS files (the built CLI, bin/polydance.cjs and dist/*.cjs) as
// `require` loads them. The start-up tests use it to check that a command loads what it
// needs and nothing else.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { pathToFileURL } from 'node:url';

const log = process.env['POLYDANCE_LOADS'];
if (!log) throw new Error('record-loads.js: set POLYDANCE_LOADS to the file that receives the URLs');

const hooks = `
import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(process.env.POLYDANCE_LOADS, url + '\\n');
  return next(url, context);
}
`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

// CommonJS: Module._load is what every require, and the start of a .cjs program, goes through
const requireLoad = Module._load;
Module._load = function (request, parent, isMain) {
  let url = request;
  try {
    const file = Module._resolveFilename(request, parent, isMain);
    url = Module.isBuiltin(file) ? (file.startsWith('node:') ? file : `node:${file}`) : pathToFileURL(file).href;
  } catch {
    // not found: require throws its own error below
  }
  appendFileSync(log, `${url}\n`);
  return Reflect.apply(requireLoad, this, [request, parent, isMain]);
};
