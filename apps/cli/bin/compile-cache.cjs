// The compile cache of the launcher: V8's compiled code of the CLI's bundle, kept between
// runs, so that a command does not parse and compile the same files again every time.
// On Node 22 and later it is Node's own (module.enableCompileCache); on Node 20 the
// bundle's files (dist/*.cjs) are compiled here with vm.Script and V8's cached data.
//
// Where: $POLYDANCE_COMPILE_CACHE if set (a folder; "off" turns the cache off), else
// $XDG_CACHE_HOME/polydance, else ~/.cache/polydance; a folder of this user's only
// (made with mode 0700; one owned by another user, or a link, is not used). Each file's
// entry is named by its path, size and modification time, and the Node version, so a
// rebuilt or upgraded CLI never meets old code; V8 checks what it reads too, and
// refuses (and then rewrites) an entry that does not fit. Entries are written when the
// process exits, each through a new temporary file renamed into place, so runs at the
// same time never see half an entry. Any failure (no home, a full disk, a read-only
// folder) only means no cache: the command runs the same, and prints the same.
'use strict';

const CACHED = Symbol.for('polydance.compileCache');

/** The cache folder, made if needed, or undefined (no cache). */
function cacheFolder(fs, path) {
  const given = process.env.POLYDANCE_COMPILE_CACHE;
  if (given === 'off' || given === '0') return undefined;
  let dir = given;
  if (dir === undefined || dir === '') {
    // $HOME as os.homedir() reads it first (node:os is not loaded for it)
    const home = process.env.HOME || require('node:os').homedir();
    const base = process.env.XDG_CACHE_HOME || path.join(home, '.cache');
    dir = path.join(base, 'polydance');
  }
  const folder = path.join(dir, `compile-${process.version}-${process.arch}`);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  // this user's own folder, not a link to another place
  const st = fs.lstatSync(folder);
  if (!st.isDirectory() || (typeof process.getuid === 'function' && st.uid !== process.getuid())) return undefined;
  return folder;
}

/** A short tag of a folder's path (FNV-1a, 32 bits, in hex). */
function folderTag(folder) {
  let h = 0x811c9dc5;
  for (let i = 0; i < folder.length; i++) h = Math.imul(h ^ folder.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Installs the cache for the files of `dist` (the bundle's folder). Returns the folder
 * used, or undefined. Never throws.
 */
function installCompileCache(dist) {
  if (globalThis[CACHED] !== undefined) return globalThis[CACHED];
  globalThis[CACHED] = null;
  try {
    const fs = require('node:fs');
    const path = require('node:path');
    const folder = cacheFolder(fs, path);
    if (folder === undefined) return undefined;
    // Node's own cache from Node 22 on; before it, the class of this module is all that
    // is needed (requiring node:module would load Node's ES module loader too)
    const builtin = Number(process.versions.node.split('.')[0]) >= 22 ? require('node:module') : undefined;
    if (typeof builtin?.enableCompileCache === 'function') {
      builtin.enableCompileCache(folder);
      globalThis[CACHED] = folder;
      return folder;
    }
    const Module = builtin ?? module.constructor;
    const vm = require('node:vm');
    const prefix = path.resolve(dist) + path.sep;
    // the folder's own tag: two copies of the CLI (a global and a local install, two
    // checkouts) have files of the same names, and must not take each other's entries
    const where = folderTag(prefix);
    const pending = [];
    const compile = Module.prototype._compile;
    Module.prototype._compile = function compileCached(content, filename) {
      if (!filename.startsWith(prefix) || !filename.endsWith('.cjs')) return compile.call(this, content, filename);
      let entry;
      let cachedData;
      try {
        const st = fs.statSync(filename);
        // joined by hand: the folder is already whole, and every path.join normalizes
        // its text again (with the loader's own, enough to make V8 optimize it)
        entry = `${folder}${path.sep}${filename.slice(filename.lastIndexOf(path.sep) + 1)}-${where}-${st.size}-${Math.floor(st.mtimeMs)}.v8`;
        cachedData = fs.readFileSync(entry);
      } catch {
        cachedData = undefined;
      }
      const script = new vm.Script(Module.wrap(content), { filename, ...(cachedData === undefined ? {} : { cachedData }) });
      if (entry !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) pending.push({ script, entry });
      const req = (id) => this.require(id);
      req.resolve = (request, options) => Module._resolveFilename(request, this, false, options);
      req.main = process.mainModule;
      req.cache = Module._cache;
      const fn = script.runInThisContext({ displayErrors: true });
      return fn.call(this.exports, this.exports, req, this, filename, path.dirname(filename));
    };
    // written at exit: the code compiled while the command ran is in the entry too
    process.once('exit', () => {
      if (pending.length === 0) return;
      // entries of older builds of the same files go
      const stale = new Set();
      try {
        const mine = new Set(pending.map(({ entry }) => path.basename(entry)));
        const files = new Set(pending.map(({ entry }) => path.basename(entry).replace(/-\d+-\d+\.v8$/, '')));
        for (const name of fs.readdirSync(folder)) {
          if (name.endsWith('.v8') && !mine.has(name) && files.has(name.replace(/-\d+-\d+\.v8$/, ''))) stale.add(path.join(folder, name));
        }
      } catch {
        // nothing to clear
      }
      for (const file of stale) {
        try {
          fs.unlinkSync(file);
        } catch {
          // gone already
        }
      }
      for (const { script, entry } of pending) {
        const tmp = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        try {
          fs.writeFileSync(tmp, script.createCachedData(), { flag: 'wx', mode: 0o600 });
          fs.renameSync(tmp, entry);
        } catch {
          try {
            fs.unlinkSync(tmp);
          } catch {
            // nothing was made
          }
        }
      }
    });
    globalThis[CACHED] = folder;
    return folder;
  } catch {
    return undefined;
  }
}

module.exports = { installCompileCache };
