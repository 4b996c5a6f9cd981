import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/*
 * House rules: which folder may import which (docs/architecture.md#dependency-rules). Each is a `no-restricted-imports`
 * pattern on the import's text. A relative path names another top-level folder at any depth
 * ('../runtime', '../../runtime/app/config', './x/../../server/app'), so the patterns look for that
 * folder as one segment of a relative path; bare package names are left alone (e.g. '@babel/runtime').
 * Flat config does not merge a rule's options: a later block for the same files replaces the earlier
 * one, so a block for a sub-folder repeats its parent's patterns (see PLATFORM_MODULES).
 * tests/unit/lint/house-rules.test.ts plants one forbidden import for each rule.
 */
const folder = (name, message) => ({ regex: `^\\.{1,2}/(?:.*/)?${name}(?:/|$)`, message });
const layer = (from, names) => names.map((name) => folder(name, `${from} may not import ${name}/ (house rules, docs/architecture.md#dependency-rules).`));

/** React and its UI kits: the page-schema language runs on the server too. */
const REACT = {
  regex: '^(?:react|react-dom|antd|@ant-design/[^/]+|@formily/(?:react|antd[^/]*)|@lingui/react|@testing-library/react)(?:/|$)',
  message: 'schemas/ may not import React or a React UI kit (house rules, docs/architecture.md#dependency-rules).',
};
const SCHEMAS = [REACT, ...layer('schemas/', ['models', 'runtime', 'widgets', 'server', 'business-screens', 'designer'])];
/** Models (entities defined once) are read by the server and the screens alike: they import the schema language only. */
const MODELS = [{ ...REACT, message: 'models/ may not import React or a React UI kit (house rules, docs/architecture.md#dependency-rules).' }, ...layer('models/', ['runtime', 'widgets', 'server', 'business-screens', 'designer'])];
const WIDGETS = layer('widgets/', ['runtime', 'server', 'business-screens', 'designer']);
const SERVER = layer('server/', ['runtime', 'widgets', 'designer', 'business-screens']);
const RUNTIME = layer('runtime/', ['business-screens', 'designer', 'server']);
/** The designer writes schemas; it runs in the browser, so never the server's code (and business-screens are data it may open, not import). */
const DESIGNER = layer('designer/', ['server', 'business-screens']);
/**
 * The designer's document core is pure TypeScript, like formily's core under its React layer: no React or UI kit, no
 * runtime/ and no widgets/ (the registry loads React components; the palette is passed in). designer/README.md.
 */
const DESIGNER_CORE = [
  { ...REACT, message: 'designer/core/ may not import React or a React UI kit (house rules, designer/README.md).' },
  ...layer('designer/core/', ['runtime', 'widgets', 'server', 'business-screens']),
];
/** Platform modules and the resource engine never depend on the product module (server/db, the wiring layer, may import both). */
const PLATFORM_MODULES = [
  ...SERVER,
  { regex: '(?:^|/)gold(?:/|$)', message: 'A platform server module may not import server/modules/gold (house rules, docs/architecture.md#dependency-rules).' },
];
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
  // Dependency direction (docs/architecture.md#dependency-rules): the house rules above, by folder.
  { files: ['schemas/**'], rules: restrict(SCHEMAS) },
  { files: ['models/**'], rules: restrict(MODELS) },
  { files: ['widgets/**'], rules: restrict(WIDGETS) },
  { files: ['runtime/**'], rules: restrict(RUNTIME) },
  { files: ['designer/**'], rules: restrict(DESIGNER) },
  { files: ['designer/core/**'], rules: restrict(DESIGNER_CORE) },
  // The server never imports browser code.
  { files: ['server/**'], rules: restrict(SERVER) },
  { files: ['server/modules/{system,permission,auth,realtime,file,jobs,visualdev}/**', 'server/{core,resource}/**'], rules: restrict(PLATFORM_MODULES) },
);
