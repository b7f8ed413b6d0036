import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/areaBoundaries.js';

// Imports each part of the code may not make. ESLint keeps one `no-restricted-imports` per file
// (the last block that sets it), so every block below lists all that apply to its files.
const internals = {
  name: 'react-admin',
  importNames: [
    'parseQueryFromLocation',
    'useDataTableRenderContext',
    'useDataTableConfigContext',
    'useDataTableCallbacksContext',
    'useDataTableSelectedIdsContext',
    'CoreAdminUI',
    'CoreAdminRoutes',
  ],
  message: 'An undocumented internal: use it only in src/framework/, which names and guards each.',
};
const frameworkPackages = {
  regex: '^(ra-core|ra-ui-materialui)($|/)',
  message: "Import react-admin's documented API from 'react-admin'.",
};
const anyArea = { regex: '(^|/)resources/', message: 'Only src/areas.ts names the areas.' };
/** An import of an area's endpoints (resources/<area>/endpoints.ts) by a file other than its index. */
const ownEndpoints = {
  regex: '^\\./endpoints$',
  message: "Only an area's index names its endpoints (resources/<area>/endpoints.ts): the data provider composes them.",
};
const restrict = (paths, patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });
/** An import of anything under one of these top-level folders, written as a relative path. */
const importsFrom = (...folders) => ({
  group: folders.flatMap(folder => [`**/${folder}`, `**/${folder}/**`]),
  message: 'server/ and the app share only contract/, which imports neither (see DESIGN.md).',
});
const APP = ['src', 'resources', 'dataProvider', 'authProvider'];
/** An import of a server area's folder (server/areas/<area>/) from the server's shell. */
const anyServerArea = { regex: '(^|/)areas/', message: 'Only server/areas.ts names the server areas.' };
const theServer = importsFrom('server');

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      // An area imports no other area (scripts/eslint/areaBoundaries.js).
      'boundaries/area-boundaries': 'error',
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Each area's endpoints file (resources/<area>/endpoints.ts) merges its calls into AreaCalls by extending it.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  // An area imports the shell, the shared UI and the data provider, never another area; its
  // index alone names its own endpoints.
  {
    files: ['resources/**/*.{ts,tsx}'],
    rules: restrict([internals], [ownEndpoints, frameworkPackages, theServer]),
  },
  {
    files: ['resources/*/index.{ts,tsx}'],
    rules: restrict([internals], [frameworkPackages, theServer]),
  },
  // The shell names areas only in their one list; what goes past a library's documented API
  // lives in src/framework/ (each file names the internal it relies on and is guarded by a test).
  {
    files: ['src/**/*.{ts,tsx}', 'dataProvider/**/*.ts', 'authProvider/**/*.ts'],
    ignores: ['src/areas.ts', 'src/framework/**'],
    rules: restrict([internals], [anyArea, frameworkPackages, theServer]),
  },
  { files: ['src/areas.ts'], rules: restrict([internals], [frameworkPackages, theServer]) },
  { files: ['src/framework/**/*.{ts,tsx}'], rules: restrict([], [anyArea, theServer]) },
  // server/ and the app share only contract/, which imports neither.
  { files: ['contract/**/*.{ts,js}'], rules: restrict([], [importsFrom('server', ...APP)]) },
  { files: ['server/**/*.{ts,js}'], rules: restrict([], [importsFrom(...APP), anyServerArea]) },
  // A server area (server/areas/<area>/) imports the server's shell, never another area; only the
  // one list of server areas, server/areas.ts, names them.
  {
    files: ['server/areas/**/*.{ts,js}'],
    rules: restrict([], [importsFrom(...APP)]),
  },
  { files: ['server/areas.ts'], rules: restrict([], [importsFrom(...APP)]) },
  // An area's server tests may also read its app's code: an import preview's test runs both sides' rules.
  { files: ['server/areas/**/*.test.ts'], rules: restrict([internals], [frameworkPackages]) },
  // What the areas share is tested under tests/; an area's own tests live in its folders (docs/layout.md).
  { files: ['tests/**/*.{ts,tsx}'], rules: restrict([], [anyArea]) },
  // The unit tests share their worker's modules (vitest.config.ts, isolate: false): a module mock
  // would reach the files that run after its own.
  {
    files: ['tests/unit/**/*.{ts,tsx}', 'resources/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|hoisted)$/]",
          message: 'No module mocks in unit tests: their files share one module graph (vitest.config.ts).',
        },
      ],
    },
  },
);
