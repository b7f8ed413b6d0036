import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** An import of anything under one of these top-level folders, written as a relative path. */
const importsFrom = (...folders) => ({
  group: folders.flatMap(folder => [`**/${folder}`, `**/${folder}/**`]),
  message: 'server/ and the app share only contract/, which imports neither (see DESIGN.md).',
});

const APP = ['src', 'resources', 'dataProvider', 'authProvider'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['contract/**/*.{ts,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [importsFrom('server', ...APP)] }] },
  },
  {
    files: ['server/**/*.{ts,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [importsFrom(...APP)] }] },
  },
  {
    files: APP.map(folder => `${folder}/**/*.{ts,tsx,js}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [importsFrom('server')] }] },
  },
);
