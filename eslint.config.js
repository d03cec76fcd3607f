import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import fs from 'node:fs';

// What the shared doors to these packages leave out (tools/webpack/*-door.ts): not on the page.
const doorsLeftOut = JSON.parse(
  fs.readFileSync(new URL('./tools/webpack/doors-left-out.json', import.meta.url), 'utf8'),
);

const apps = ['shell', 'mf-content', 'mf-regions', 'mf-vacancies', 'mf-memorytest', 'mf-search', 'mf-picker'];

// An app may use its own source and @alz/shared; other apps only through federation
// (conventions, "Your room"; bulletproof-react's import/no-restricted-paths).
const ownRoom = apps.map((app) => ({
  target: `./${app}/src`,
  from: ['./api', './e2e', ...apps.filter((other) => other !== app).map((other) => `./${other}`)],
  message: 'Load another app only through module federation, never by importing its source.',
}));

// Inside one app, code flows one way: lib <- features <- page-kinds <- exposes. A feature uses
// its own files, the app's lib/ and @alz/shared, never another feature (bulletproof-react);
// what two features need lives in lib/, and the page-kind table and exposed modules compose.
const insideRules = (src) => {
  const features = fs.existsSync(`${src}/features`)
    ? fs.readdirSync(`${src}/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  return [
    ...features.map(({ name }) => ({
      target: `${src}/features/${name}`,
      from: `${src}/features`,
      except: [`./${name}`],
      message: "A feature never imports another feature: move what both need to the app's lib/.",
    })),
    {
      target: `${src}/features`,
      from: [`${src}/page-kinds`, `${src}/exposes`],
      message: 'Features are composed by page-kinds/ and exposes/, never the other way round.',
    },
    {
      target: `${src}/lib`,
      from: [`${src}/features`, `${src}/page-kinds`, `${src}/exposes`],
      message: 'lib/ holds what features share; it never imports a feature.',
    },
  ];
};
// tools/ builds, serves and tests the apps, and e2e/ and the bench build on tools/: never the
// other way round. tools/ reaches an app or the api only through a package's public entry
// (@alz/shared, @alz/api/testing and its siblings), never its source, and never e2e/.
const toolsZones = [
  {
    target: './tools',
    from: ['./e2e', './shared/src', ...apps.map((app) => `./${app}/src`)],
    message:
      'tools/ never imports e2e/ or app source: use the package entry (@alz/shared/...), or move the piece into tools/.',
  },
  {
    target: './tools',
    from: './api/src',
    except: ['./testing.ts', './database.ts', './app.ts', './blob/application-files.ts'],
    message: 'tools/ uses the api through its public entries (@alz/api/testing, /database, /app), never its internals.',
  },
  // Inside tools/, by what each part is for: the build (webpack/) and the unit-test kit (jest/)
  // stand alone, the site's servers (serve/) use neither, and only the bench uses them all.
  ...[
    { part: './tools/webpack', not: ['./tools/serve', './tools/bench', './tools/jest', './tools/stack.ts'] },
    { part: './tools/jest', not: ['./tools/serve', './tools/bench', './tools/webpack', './tools/stack.ts'] },
    { part: './tools/serve', not: ['./tools/bench', './tools/jest', './tools/webpack'] },
  ].map(({ part, not }) => ({ target: part, from: not, message: `${part} never imports ${not.join(', ')}.` })),
];

const layerZones = [...apps.map((app) => `./${app}/src`), './tools/lint-fixtures/feature-import/src'].flatMap(
  insideRules,
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.tmp.*',
      // Code that must fail the lint, for tools/lint-rules.test.ts.
      'tools/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // The import rules follow imports into TypeScript files; packages are not followed.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      // An import loop makes the order modules start in matter (a registry that imports the
      // blocks that import it); pass what a module needs instead (bulletproof-react).
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // React Router comes through @alz/shared/router: one shared module, built with only the
      // parts used (tools/webpack/create-config.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: 'Import the router from @alz/shared/router.',
            })),
            ...Object.entries(doorsLeftOut).map(([name, importNames]) => ({
              name,
              importNames,
              message: `Not on the page: tools/webpack/${name}-door.ts leaves it out; add it there (and take it off doors-left-out.json) first.`,
            })),
          ],
          patterns: [
            { group: ['react-router/*', 'react-router-dom/*'], message: 'Import the router from @alz/shared/router.' },
          ],
        },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...ownRoom,
            { target: './shared/src', from: ['./api', ...apps.map((a) => `./${a}`)] },
            ...layerZones,
            ...toolsZones,
          ],
        },
      ],
    },
  },
  {
    // The doors themselves, and their tests, read the whole packages.
    files: ['shared/src/router.ts', 'tools/webpack/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared/src/**/*.tsx', 'shell/src/**/*.tsx', 'mf-*/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Components never read wire field names: a transformer in a .ts model file turns wire data
    // into a view model first (conventions; spec 2's wire shapes change without the views).
    files: ['**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**', '**/testing.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^field_/]',
          message: 'Read wire fields (field_*) in a transformer in a .ts model file, not in a component.',
        },
        {
          // Also `node['field_x']` and a list of field names.
          selector: 'Literal[value=/^field_/]',
          message: 'Wire field names (field_*) belong in a .ts model file, not in a component.',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Playwright's fixtures hand over with a function named `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tools/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
