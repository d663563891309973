// @ts-check
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { noTypeCycle } from './scripts/eslint-type-cycles.js';
import tseslint from 'typescript-eslint';

/**
 * No import cycle between files, type-only imports included, so every module graph can be read bottom up
 * (`test/no-cycle.test.ts` shows that it catches one). Imports of other packages are not
 * followed: pnpm keeps the packages themselves free of cycles.
 * @type {import('typescript-eslint').ConfigArray[number]}
 */
export const noImportCycles = {
  plugins: { 'import-x': importX, polydance: { rules: { 'no-type-cycle': noTypeCycle } } },
  settings: {
    'import-x/extensions': ['.ts', '.mts', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.mts'] },
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.mts', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.js'], '.mjs': ['.mts', '.mjs'] },
        conditionNames: ['@polydance/source', 'types', 'import', 'default'],
      }),
    ],
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    // and none through a type-only import, which import-x/no-cycle does not follow
    'polydance/no-type-cycle': 'error',
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      'apps/docs/.vitepress/cache/**',
      'apps/docs/.vitepress/dist/**',
      'apps/docs/public/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', 'apps/*/bin/*.cjs', 'apps/*/bench/*.js', 'scripts/*.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@polydance/*/src', '@polydance/*/src/**', '@polydance/*/internal', '@polydance/*/internal/**'],
              message: 'Import a package by its public entry, never its src or internal files.',
            },
            {
              regex: '^(\\.\\./)+(\\.\\./)?(packages|apps)/',
              message: 'Import another package by its name, never by a relative path into its folder.',
            },
          ],
        },
      ],
    },
  },
  noImportCycles,
  {
    // A file URL's pathname is percent-encoded: a checkout whose path holds a space or a
    // non-ASCII letter would give the tests paths that name no file.
    files: ['**/*.ts'],
    ignores: ['apps/docs/src/serve.ts', 'apps/docs/test/*.e2e.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='pathname'][object.type='NewExpression'][object.callee.name='URL']",
          message: 'A file path comes from fileURLToPath(url); the pathname is percent-encoded.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS files (the CLI's launcher): require is how they load code
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
