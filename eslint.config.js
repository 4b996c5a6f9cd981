import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'runtime/i18n/locales/*.ts', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', '.lab-dist/**', 'storybook-static/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Dependency direction (architecture.md section 1): the server never imports browser code.
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/runtime/**', '**/widgets/**', '**/designer/**', '**/business-screens/**'] }] },
  },
  {
    files: ['schemas/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'antd', '**/runtime/**', '**/widgets/**'] }] },
  },
);
