import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import serverDataThroughHooks from './eslint-rules/serverDataThroughHooks.js';
import cssUrlThroughHelper from './eslint-rules/cssUrlThroughHelper.js';
import noCycleWithTypes from './eslint-rules/noCycleWithTypes.js';

/** The project's own rules (eslint-rules/), one plugin for every block that turns one on. */
const shopRules = {
  rules: {
    'server-data-through-hooks': serverDataThroughHooks,
    'css-url-through-helper': cssUrlThroughHelper,
    'no-cycle': noCycleWithTypes,
  },
};

/**
 * What each layer of src may import besides itself (README "How the code is organised"). A
 * layer missing from a list is refused; the route table alone may load pages (lazily).
 */
const LAYERS = {
  lib: [],
  i18n: ['lib'],
  theme: ['lib'],
  sw: ['lib'],
  domain: ['lib'],
  api: ['domain', 'lib', 'i18n'],
  mocks: ['api', 'domain', 'lib', 'i18n'],
  stores: ['api', 'domain', 'lib', 'i18n'],
  router: ['stores', 'api', 'domain', 'lib', 'i18n'],
  components: ['domain', 'lib', 'i18n', 'theme'],
  features: ['components', 'router', 'stores', 'api', 'domain', 'lib', 'i18n', 'theme'],
  pages: ['features', 'components', 'router', 'stores', 'api', 'domain', 'lib', 'i18n', 'theme'],
  // The app wires everything together; nothing imports it.
  app: [
    'pages',
    'features',
    'components',
    'router',
    'stores',
    'api',
    'mocks',
    'domain',
    'lib',
    'i18n',
    'theme',
    'sw',
  ],
};

const layerZones = Object.entries(LAYERS)
  .map(([layer, allowed]) => ({
    target: `./src/${layer}`,
    from: Object.keys(LAYERS)
      .filter((other) => other !== layer && !allowed.includes(other))
      .filter((other) => !(layer === 'router' && other === 'pages'))
      .map((other) => `./src/${other}`),
    message: `src/${layer} may import only ${[layer, ...allowed].join(', ')} (README "How the code is organised").`,
  }))
  .filter((zone) => zone.from.length > 0);

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-floor',
      'storybook-static',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      '.vitest-attachments',
      'tests/.results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Widgets stay pure: no API, stores or router (design.md).
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Not even types: widgets speak in entities (src/domain) and their own view props.
              regex: '^(@/|(\\.\\./)+)(api|stores|router)(/|$)',
              message: 'Components are pure: take data through props and report through callbacks.',
            },
            {
              regex: '^(react-router|react-router-dom|zustand|axios)$',
              message: 'Components are pure: no router, store or HTTP client.',
            },
          ],
        },
      ],
      // The theme is one fixed set of tokens: styles read `theme` from '@/theme' as constants.
      // A function interpolation that reads it from props makes the styled component dynamic
      // (its CSS is built again for every instance on every render).
      'no-restricted-syntax': [
        'error',
        {
          selector: ':function > ObjectPattern.params > Property[key.name="theme"]',
          message: "Read the theme as a constant: import { theme } from '@/theme'.",
        },
        {
          selector: 'MemberExpression[property.name="theme"]',
          message: "Read the theme as a constant: import { theme } from '@/theme'.",
        },
        {
          selector:
            'ImportDeclaration[source.value="styled-components"] > ImportSpecifier[imported.name=/^(useTheme|withTheme|ThemeContext|ThemeConsumer)$/]',
          message: "Read the theme as a constant: import { theme } from '@/theme'.",
        },
      ],
    },
  },
  {
    // The domain is the product's words: schemas of the entities the backend sends (Valibot and
    // the field kinds of src/lib/schema.ts) and the types read from them; other domain modules and
    // the types of src/lib besides.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|@/domain/|@/lib/|valibot$)',
              message:
                'The domain imports only other domain modules, Valibot, src/lib/schema.ts and types of src/lib.',
            },
            {
              regex: '^@/lib/(?!schema$)',
              allowTypeImports: true,
              message:
                'The domain imports only other domain modules, Valibot, src/lib/schema.ts and types of src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers and cycles: the import zones above, and no module that imports itself in a circle,
    // not even through type-only imports (shop/no-cycle is import-x's no-cycle counting them).
    // Route modules load lazily from the route table, which is not a cycle at run time.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, shop: shopRules },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'shop/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // One owner of server data: pages and features call the API only inside the data and
    // mutation hooks (src/features/data, which owns the card's information and session too).
    files: ['src/pages/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/data/**'],
    plugins: { shop: shopRules },
    rules: { 'shop/server-data-through-hooks': 'error' },
  },
  {
    // Server strings reach CSS only through the checked helpers (src/lib/css.ts): no template or
    // string opens url( in front of a value of its own.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { shop: shopRules },
    rules: { 'shop/css-url-through-helper': 'error' },
  },
  ...storybook.configs['flat/recommended'],
);
