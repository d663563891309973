// Installs packages from `pnpm pack` tarballs with plain npm, in an empty folder outside
// the workspace, and checks them as a user would meet them:
//   node scripts/packed-install.js WORKDIR PACKAGE... (WORKDIR/tarballs holds the tarballs)
// - npm installs the packages and their @polydance dependencies from the tarballs alone
//   (offline: nothing may come from the registry);
// - node_modules/@polydance holds exactly those packages (no other lattice came along);
// - every TypeScript example of their READMEs (as installed) typechecks against the
//   published declarations and runs with node, printing what its ```output block shows.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const [work, ...wanted] = process.argv.slice(2);
if (work === undefined || wanted.length === 0) {
  console.error('usage: node scripts/packed-install.js WORKDIR PACKAGE...');
  process.exit(2);
}
const require = createRequire(join(root, 'package.json'));
const ts = require('typescript');

let failures = 0;
function fail(message) {
  failures++;
  console.error(`FAIL ${message}`);
}

// The workspace's packages, by name: their folders and @polydance dependencies.
const workspace = new Map();
for (const dir of [...readdirSync(join(root, 'packages')).map((d) => join('packages', d)), join('apps', 'cli')]) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  workspace.set(pkg.name, { dir, version: pkg.version, deps: Object.keys(pkg.dependencies ?? {}) });
}

// What must be installed: the packages asked for and their dependencies, recursively.
const closure = new Set();
const visit = (name) => {
  if (closure.has(name)) return;
  if (!workspace.has(name)) throw new Error(`${name} is not a package of the workspace`);
  closure.add(name);
  for (const dep of workspace.get(name).deps) if (workspace.has(dep)) visit(dep);
};
wanted.forEach(visit);
const tarball = (name) => join(work, 'tarballs', `${name.replace(/^@/, '').replace('/', '-')}-${workspace.get(name).version}.tgz`);

// a folder of its own for each set of packages, so that one run sees nothing of another's
const app = join(work, `app-${wanted.map((n) => n.replace('@polydance/', '')).join('+')}`);
mkdirSync(app, { recursive: true });
writeFileSync(join(app, 'package.json'), `${JSON.stringify({ name: 'packed-check', private: true, type: 'module' }, null, 2)}\n`);
console.log(`npm install ${[...closure].join(' ')} (from tarballs)`);
execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', ...[...closure].map(tarball)], {
  cwd: app,
  stdio: 'inherit',
});

const installed = readdirSync(join(app, 'node_modules', '@polydance')).map((d) => `@polydance/${d}`).sort();
const expected = [...closure].sort();
if (installed.join(' ') !== expected.join(' ')) fail(`node_modules/@polydance holds ${installed.join(', ')}; expected ${expected.join(', ')}`);
else console.log(`node_modules/@polydance: ${installed.join(', ')}, and nothing else`);
for (const name of installed) {
  const pkg = JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
  if (JSON.stringify(pkg.exports).includes('@polydance/source')) fail(`${name}: the published exports still name the @polydance/source condition`);
  if (JSON.stringify(pkg.dependencies ?? {}).includes('workspace:')) fail(`${name}: a workspace: dependency was published`);
  if (!readdirSync(join(app, 'node_modules', name)).includes('LICENSE')) fail(`${name}: no LICENSE in the tarball`);
}

/** The ```ts blocks of a README, each with the ```output block that follows it, if any. */
function examples(markdown) {
  const blocks = [...markdown.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```[ \t]*$/gm)].map((m) => ({ lang: m[1], code: m[2] }));
  return blocks.flatMap((b, i) => (b.lang === 'ts' ? [{ code: b.code, output: blocks[i + 1]?.lang === 'output' ? blocks[i + 1].code : undefined }] : []));
}
const normalize = (text) => text.split('\n').map((l) => l.trimEnd()).join('\n').replace(/\n+$/, '');

// An example that imports a package this install does not have (a dependency's README
// showing it with another lattice) is left out, and said so; an example of a package
// asked for must run with what it brought.
const files = [];
for (const name of installed) {
  const readme = readFileSync(join(app, 'node_modules', name, 'README.md'), 'utf8');
  examples(readme).forEach((example, i) => {
    const base = `${name.replace('@polydance/', '')}-${i + 1}`;
    const missing = [...example.code.matchAll(/from '(@polydance\/[\w-]+)'/g)].map((m) => m[1]).filter((p) => !installed.includes(p));
    if (missing.length > 0) {
      if (wanted.includes(name)) fail(`${name} README example ${base} imports ${missing.join(', ')}, which it does not bring`);
      else console.log(`left out ${name} README example ${base}: it imports ${[...new Set(missing)].join(', ')}, not installed here`);
      return;
    }
    writeFileSync(join(app, `${base}.ts`), example.code);
    files.push({ name, base, example });
  });
}

// Typecheck every example against the installed declarations (the workspace's compiler
// and Node types, nothing else from the workspace).
writeFileSync(
  join(app, 'tsconfig.json'),
  `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
        typeRoots: [join(root, 'node_modules', '@types')],
      },
      include: ['*.ts'],
    },
    null,
    2,
  )}\n`,
);
const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(app, 'tsconfig.json')], { encoding: 'utf8' });
if (tsc.status !== 0) fail(`the README examples do not typecheck against the published declarations:\n${tsc.stdout}${tsc.stderr}`);
else console.log(`${files.length} README examples typecheck against the published declarations`);

// Run each example with node, as JavaScript (types stripped), in the install folder.
for (const { name, base, example } of files) {
  const js = ts.transpileModule(example.code, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true },
  }).outputText;
  writeFileSync(join(app, `${base}.mjs`), js);
  const run = spawnSync(process.execPath, [`${base}.mjs`], { cwd: app, encoding: 'utf8' });
  if (run.status !== 0) fail(`${name} README example ${base}: exit status ${run.status}\n${run.stderr}`);
  else if (example.output !== undefined && normalize(run.stdout) !== normalize(example.output)) {
    fail(`${name} README example ${base} printed:\n${run.stdout}\ninstead of:\n${example.output}`);
  } else console.log(`ran ${name} README example ${base}${example.output === undefined ? '' : ': output as shown'}`);
}

console.log(failures === 0 ? 'packed packages: all checks passed' : `packed packages: ${failures} checks failed`);
process.exitCode = failures === 0 ? 0 : 1;
