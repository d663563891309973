// Generates the API pages (pages/api/<package>.md) from the sources with TypeDoc and
// typedoc-plugin-markdown. Run before `vitepress build` and `vitepress dev`; the
// pages are not committed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Application } from 'typedoc';

const app = join(import.meta.dirname, '..');
const root = join(app, '..', '..');
const out = join(app, 'pages', 'api');
const scratch = join(app, '.vitepress', 'cache', 'api');

/** Every workspace library with a public entry point, and the CLI. */
const packages = [
  ...readdirSync(join(root, 'packages')).map((d) => join(root, 'packages', d)),
  join(root, 'apps', 'cli'),
].filter((dir) => existsSync(join(dir, 'src', 'index.ts')) && existsSync(join(dir, 'package.json')));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const index = [];
for (const dir of packages.sort()) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const slug = pkg.name.replace(/^@polydance\//, '');
  const target = join(scratch, slug);
  rmSync(target, { recursive: true, force: true });
  const td = await Application.bootstrapWithPlugins({
    name: pkg.name,
    entryPoints: [join(dir, 'src', 'index.ts')],
    tsconfig: join(dir, 'tsconfig.json'),
    plugin: ['typedoc-plugin-markdown'],
    readme: 'none',
    out: target,
    outputFileStrategy: 'modules',
    entryFileName: 'index',
    hidePageHeader: true,
    hideBreadcrumbs: true,
    useCodeBlocks: true,
    parametersFormat: 'table',
    interfacePropertiesFormat: 'table',
    excludePrivate: true,
    excludeInternal: true,
    disableSources: true,
    logLevel: 'Warn',
  });
  const project = await td.convert();
  if (!project || td.logger.hasErrors()) throw new Error(`TypeDoc failed for ${pkg.name}`);
  await td.generateOutputs(project);
  const files = readdirSync(target, { recursive: true }).filter((f) => String(f).endsWith('.md'));
  if (files.length !== 1) throw new Error(`expected one page for ${pkg.name}, got ${files.join(', ')}`);
  const body = readFileSync(join(target, String(files[0])), 'utf8').replace(/^# .*\n+/, '');
  const install = pkg.private ? '' : `Install with \`npm install ${pkg.name}\`. `;
  writeFileSync(
    join(out, `${slug}.md`),
    `# ${pkg.name}\n\n${pkg.description ?? ''}\n\n${install}Generated from \`${dir.slice(root.length + 1)}/src/index.ts\`.\n\n${body}`,
  );
  index.push(`| [\`${pkg.name}\`](./${slug}) | ${pkg.description ?? ''} |`);
  rmSync(target, { recursive: true, force: true });
}

writeFileSync(
  join(out, 'index.md'),
  `# API\n\nGenerated from the sources with TypeDoc each time the site is built. Each package's\n\`src/index.ts\` names its public exports; these pages list them with their doc comments.\n\n| package | what it does |\n|---|---|\n${index.join('\n')}\n`,
);
console.log(`api: ${index.length} package pages in pages/api/`);
