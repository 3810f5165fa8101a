import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/*
 * Import boundaries of HOUSE_STYLE.md, one way only:
 *   lib, theme, i18n  <-  ui  <-  api, state, live, pwa, tracking  <-  features  <-  overlays, screens  <-  app
 * and src/ never imports mocks/ or stories/ (except the build-time-gated demo import in main.tsx).
 * The service worker (src/sw) is a bundle of its own that runs with no page: it reads the app's
 * pure rule modules (routes, prerendered pages, manifest) and lib, never React, stores or the
 * socket, and nothing in the page imports it.
 */
const layer = (target, forbidden) =>
  forbidden.map((from) => ({
    target: `./src/${target}`,
    from: `./src/${from}`,
    message: `src/${target} must not import src/${from} (HOUSE_STYLE.md import direction).`,
  }));

const middle = ['api', 'state', 'live', 'pwa', 'tracking'];
const boundaryZones = [
  ...['lib', 'theme', 'i18n'].flatMap((base) =>
    layer(base, ['ui', ...middle, 'features', 'overlays', 'screens', 'app']),
  ),
  ...layer('ui', [...middle, 'features', 'overlays', 'screens', 'app']),
  ...middle.flatMap((mid) => layer(mid, ['features', 'overlays', 'screens', 'app'])),
  ...layer('features', ['overlays', 'screens', 'app']),
  ...layer('overlays', ['screens', 'app']),
  ...layer('screens', ['app']),
  ...layer('sw', ['ui', 'state', 'live', 'pwa', 'tracking', 'features', 'overlays', 'screens']),
  ...['lib', 'theme', 'i18n', 'ui', ...middle, 'features', 'overlays', 'screens', 'app'].flatMap(
    (dir) => layer(dir, ['sw']),
  ),
  {
    target: './src',
    from: './mocks',
    except: [],
    message: 'src/ must not import mocks/ (only main.tsx, behind the build-time demo gate).',
  },
  { target: './src', from: './stories', message: 'src/ must not import stories/.' },
];

/*
 * Feature folders are domains (HOUSE_STYLE): one reaches another only through that folder's
 * public index.ts, never into its files, so a feature can reorganise inside without breaking
 * the others and what it shares is written down in one place.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `features/${feature} may import features/${other} only through features/${other}/index.ts.`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'msw-public',
      'coverage',
      'e2e-report',
      'e2e-results',
      '!.storybook',
      'test-runner-jest.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle reads the imported files: it needs to know they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...featureZones] }],
      'import-x/no-default-export': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The single build-time-gated demo-backend import.
    files: ['src/main.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Tests talk to the shared mock world (msw/node server, handler helpers); code never does.
    // Tests may also render a story's state (composeStories, vitest.setup.portable.ts).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaryZones.filter((zone) => zone.from !== './mocks' && zone.from !== './stories'),
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // Named exports only in src/ (HOUSE_STYLE): no default exports, no barrel files. No import
    // circles: a circle makes load order matter and ties the files into one unit.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-default-export': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // Browser journeys: Node scripts whose page.evaluate callbacks run in the browser.
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
);
