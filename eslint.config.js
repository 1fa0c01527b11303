// ESLint: typescript-eslint's recommended rules and React's rules of hooks, over the whole tree. `npm test` runs it
// as its `lint` suite (scripts/lint.mjs, with Prettier's check); `npx eslint .` alone, `npx eslint --fix .` mends.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'bench/.data/', 'tests/e2e/screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A leading underscore names what a signature must take but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['tests/**', 'bench/**'],
    rules: {
      // Tests and benchmarks read the API's JSON answers, of whatever shape each service gives, field by field.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
