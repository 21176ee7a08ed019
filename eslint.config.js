// ESLint: typescript-eslint's type-aware recommended rules everywhere TypeScript is, the two rules
// of React hooks that catch real bugs, jsx-a11y on the screens, and the layers of docs/layout.md
// as import rules (a layer imports only the layers below it; features never import each other).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The top of src: the start-up and the router, the route files. Nothing below imports them. */
const TOP = ['src/app', 'src/routes'];

const layerZones = [
  // Each feature is one stage: it shares with others through lib, hooks, components and api.
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need into lib, hooks, components or api.',
  })),
  {
    target: 'src/features',
    from: TOP,
    message: 'Features sit below the start-up and the routes.',
  },
  {
    target: 'src/components',
    from: [...TOP, 'src/features'],
    message: 'Shared components know no screen.',
  },
  {
    target: 'src/hooks',
    from: [...TOP, 'src/features', 'src/components'],
    message: 'Shared hooks know no screen and no component.',
  },
  {
    target: 'src/api',
    from: [...TOP, 'src/features', 'src/components', 'src/hooks'],
    message: 'The API layer knows no screen, component or hook.',
  },
  {
    target: 'src/theme',
    from: [...TOP, 'src/features', 'src/components', 'src/hooks', 'src/api', 'src/sw'],
    message: 'The theme (read by panda.config.ts too) uses only lib.',
  },
  {
    target: 'src/lib',
    from: [...TOP, 'src/features', 'src/components', 'src/hooks', 'src/theme'],
    message: 'lib is the bottom layer.',
  },
  {
    target: 'src/lib',
    from: 'src/api',
    except: ['./schema.gen.ts', './cep.gen.ts'],
    message: 'lib is the bottom layer: of api it reads only the contract’s generated types.',
  },
  {
    target: 'src/sw',
    from: [...TOP, 'src/features', 'src/components', 'src/hooks', 'src/api', 'src/theme'],
    message: 'The service worker runs without the app: it uses only lib (lib/sw-protocol is what both agree on).',
  },
  {
    target: ['src/app', 'src/routes', 'src/features', 'src/components', 'src/hooks', 'src/api', 'src/lib', 'src/theme'],
    from: 'src/sw',
    message: 'The page never imports the service worker: what both agree on is in lib/sw-protocol.',
  },
  {
    target: 'src',
    from: 'openapi/sandbox',
    message: 'The app never imports the sandbox.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-*/', 'styled-system/', 'test-results/', 'playwright-report/', '.lighthouse/', 'src/**/*.gen.ts'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // As the compiler's noUnusedParameters: a leading underscore names what a signature needs and
      // the body does not use; a rest sibling leaves the keys it names out of the copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // TanStack Router's guards throw its redirect() by design (beforeLoad's way to send elsewhere).
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] }],
      // Off: here an async function without await is how a function that promises a value reports a
      // synchronous failure as a rejection (the storage stand-ins of lib/storage/kv-store, where
      // localStorage throws on a full quota; the tests' stand-ins for async functions). Dropping
      // `async` would make those failures throw where callers expect a rejected promise.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain JavaScript: configuration files and the sandbox's stand-in SDK script, outside the
    // TypeScript project: nothing typed for the type-aware rules to read.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['openapi/sandbox/identity/identity-sdk.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    // The two rules of hooks that catch real bugs: hooks called in the same order on every render,
    // and effects and memos that see the values they read. (The plugin's React Compiler rules are
    // not used: the app is not compiled by it.)
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // lib and the service worker know no React: of TanStack Query, lib reads only types (the
    // persisted cache's shape, the client a wipe empties).
    files: ['src/lib/**/*.ts', 'src/sw/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(react|react-dom)(/|$)', message: 'lib and the service worker know no React.' },
            { regex: '^@(tanstack/react-(router|form)|ark-ui)(/|$)', message: 'lib and the service worker know no React.' },
            {
              regex: '^@tanstack/react-query',
              allowTypeImports: true,
              message: 'lib and the service worker know no React: of TanStack Query, only its types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // Off in tests: they keep a browser method before patching its prototype, to call it with
      // `.apply(this, …)` (Response.clone, IDBObjectStore.put, showNotification…), and assert on
      // spies (`expect(input.select).not.toHaveBeenCalled()`): unbound on purpose.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['tests/browser/**/*.ts'],
    rules: {
      // Off: Playwright reads a fixture's dependencies from its first parameter's destructuring, so
      // a fixture that needs none must be written `async ({}, use) => …`.
      'no-empty-pattern': 'off',
    },
  },
);
