// ESLint for the whole workspace (`pnpm lint`): typescript-eslint with type
// information (every file, the JavaScript tools included, belongs to a
// tsconfig), React's hooks rules, JSX accessibility, and the import
// boundaries between and inside the packages.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { deliveryFiles } from './e2e/tools/delivery-lines.mjs';

const root = import.meta.dirname;
const apps = ['shell', 'remote-services', 'remote-products', 'remote-company'];
const remotes = apps.filter((app) => app !== 'shell');
/** @param {string} dir */
const folders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
    .map((entry) => entry.name);

/**
 * One way inside an app, as in bulletproof-react: what composes the app (its
 * entries, `src/app`, the render in Node, the shell's public entries for a
 * build outside it) uses pages and features; pages use
 * features; both use the app's shared folders (components, data, hooks, lib,
 * locales, …), which use none of them. A feature never reaches into another.
 * @param {string} app
 */
const appZones = (app) => {
  const src = `${app}/src`;
  const composing = ['app', 'render', 'public', 'bootstrap.tsx', 'index.ts', 'exposed.tsx'].map(
    (name) => `${src}/${name}`,
  );
  const features = folders(src).includes('features') ? folders(`${src}/features`) : [];
  const shared = folders(src)
    .filter((name) => !['app', 'render', 'public', 'features', 'pages'].includes(name))
    .map((name) => `${src}/${name}`);
  return [
    {
      target: [`${src}/features`, `${src}/pages`],
      from: composing,
      message: 'Features and pages never import what composes the app.',
    },
    { target: `${src}/features`, from: `${src}/pages`, message: 'Pages use features, not the other way round.' },
    ...(shared.length > 0
      ? [
          {
            target: shared,
            from: [`${src}/features`, `${src}/pages`, ...composing],
            message: "An app's shared folders import no feature, page or app code.",
          },
        ]
      : []),
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another: move what both need to a shared folder.',
    })),
  ];
};

const boundaryZones = [
  ...remotes.map((remote) => ({
    target: remote,
    from: apps.filter((app) => app !== remote),
    message: 'A remote never imports another remote or the shell: only the shell composes them.',
  })),
  {
    target: ['shared-ui', 'shared-i18n'],
    from: apps,
    message: 'Shared packages never import an app.',
  },
  {
    target: [...apps, 'shared-ui', 'shared-i18n'].map((name) => `${name}/src`),
    from: 'shared-ui/build',
    message: 'shared-ui/build/* is for rsbuild.config.ts and module-federation.config.ts, never runtime code.',
  },
  ...apps.flatMap(appZones),
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/dist-render/',
    '**/dist-edge/',
    '**/node_modules/',
    '**/test-results/',
    '**/playwright-report/',
    '**/coverage/',
    '**/.rsbuild/',
    '.serve/',
    'e2e/.serve*/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  comments.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // One job per function: none over 80 lines in the code that delivers pages (e2e/tools/delivery-lines.mjs
    // counts it) or in the shell's loading of remotes.
    files: [
      ...deliveryFiles().filter((file) => /\.(?:[cm]?js|tsx?)$/.test(file)),
      'shell/src/features/remotes/remote-view.tsx',
      'shell/src/lib/remotes/load-remote-module.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // The Node tools, build and deploy scripts written in JavaScript.
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Their page.evaluate callbacks run in the browser.
    files: ['e2e/tools/screenshots.mjs', 'e2e/tools/bench.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Inline scripts of the shell's pages (page-start.js, react-devtools-hook.js).
    files: ['shell/build/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    // The site's language is the shell's store's (set from the URL); its one
    // subscriber switches i18next. A remote run alone has its own frame.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: [
      'shell/src/stores/language-store.ts',
      'shared-ui/src/standalone/**',
      'shared-i18n/src/**',
      '**/__tests__/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'shared-i18n',
              importNames: ['changeLanguage'],
              message:
                'Only the language store switches i18next: set the URL (a language link) and let the store follow it; to load copy ahead, use loadLanguage.',
            },
          ],
        },
      ],
    },
  },
);
