// Lint: typed rules, react-hooks, the import boundaries of ARCHITECTURE.md, no `.only`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './tools/eslint-feature-boundaries.js';

const noOnly = {
  'no-restricted-properties': [
    'error',
    ...['describe', 'it', 'test'].map((object) => ({
      object,
      property: 'only',
      message: 'Do not commit .only: it silently skips the rest of the suite.',
    })),
  ],
};

/** `no-restricted-imports` patterns for one layer. */
const boundaries = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/** What every server file may not import (ARCHITECTURE.md "Dependency direction"). */
const serverOnly = [
  {
    group: ['**/renderer/**', '**/main/**', '**/preload/**'],
    message: 'server imports shared only',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'out',
      'data',
      '.tmp',
      'test-results',
      'playwright-report',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.node.json', './tsconfig.web.json', './tsconfig.e2e.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      ...noOnly,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['tests/**/*.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      // Test doubles and JSON bodies are loosely typed on purpose.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  // Import boundaries (ARCHITECTURE.md "Dependency direction").
  {
    files: ['src/shared/**/*.ts'],
    rules: boundaries([
      {
        group: ['**/server/**', '**/renderer/**', '**/main/**', '**/preload/**'],
        message: 'shared imports nothing of ours',
      },
      {
        group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'electron'],
        message: 'shared is pure: no DOM, no Node APIs',
      },
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundaries(serverOnly),
  },
  {
    // Real providers load only when configured (app.ts, payment.service.ts
    // loadPaymentProviders: a dynamic import()): their SDKs held 54 MiB of an idle demo server.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/providers/**', 'src/server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/providers/payment-alipay',
                '**/providers/payment-wechatpay',
                '**/providers/sms-tencent',
                '**/providers/storage-s3',
                '**/providers/social-wechat',
                '**/providers/geocoder-amap',
                '**/providers/logistics-kuaidi100',
                'alipay-sdk',
                'wechatpay-axios-plugin',
                'tencentcloud-sdk-nodejs-sms',
                '@aws-sdk/*',
                'axios',
              ],
              allowTypeImports: true,
              message: 'a real provider is imported with import() when configured (app.ts)',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's domain tier (catalogue, wallet, order, payment, the cabinet's stock) never
    // imports a feature module: a feature hooks into it by registration (payment-kinds.ts
    // registerOrdersPaidHook, order/order-hooks.ts registerOrderPlacedHook).
    files: [
      'src/server/modules/{catalogue,wallet,order,payment}/**/*.ts',
      'src/server/modules/cabinet/stock*.ts',
    ],
    rules: boundaries([
      ...serverOnly,
      {
        regex: '^(\\.\\./)+(modules/)?(promo|live|local|feed|chat)/',
        message: 'the domain tier never imports a feature module (promo, live, local, feed, chat)',
      },
    ]),
  },
  {
    files: ['src/renderer/core/**/*.{ts,tsx}'],
    ignores: [
      'src/renderer/core/api/http.ts',
      'src/renderer/core/api/socket.ts',
      'src/renderer/core/**/*.test.{ts,tsx}',
    ],
    rules: boundaries([
      {
        group: ['**/server/**', '**/pages/**', '**/main/**', '**/preload/**'],
        message: 'core imports shared only',
      },
      { group: ['socket.io-client'], message: 'only core/api/socket.ts touches socket.io-client' },
      { group: ['axios'], message: 'only core/api/http.ts touches axios' },
    ]),
  },
  {
    files: ['src/renderer/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: boundaries([
      {
        group: ['**/server/**', '**/pages/**', '**/main/**', '**/preload/**'],
        message: 'features import core, shared and other features (through their index.ts)',
      },
      {
        group: ['socket.io-client', 'axios'],
        message: 'features reach the network through core/api',
      },
    ]),
  },
  {
    // the kernel never imports a feature; features meet through their index.ts
    // (tools/eslint-feature-boundaries.js resolves the real paths)
    files: ['src/renderer/core/**/*.{ts,tsx}', 'src/renderer/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { house: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'house/feature-boundaries': 'error' },
  },
  {
    // Only the request wrapper does HTTP (ARCHITECTURE.md "Data flow"): it adds the token, the
    // client headers, the reply-code handling and the timeouts every request needs.
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: ['src/renderer/core/api/http.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'only core/api/http.ts does HTTP' },
        { name: 'XMLHttpRequest', message: 'only core/api/http.ts does HTTP' },
      ],
    },
  },
  {
    files: ['src/renderer/pages/**/*.{ts,tsx}', 'src/renderer/system/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: boundaries([
      {
        // A route file maps a route to a feature's screen: it reaches features/, core/, shared/.
        regex: '^\\.{1,2}/(?!(?:\\.\\./)*(?:core|shared|features)/)',
        message: 'pages import features, core and shared, never another page',
      },
      {
        group: ['**/server/**', '**/main/**', '**/preload/**'],
        message: 'pages import core and shared only',
      },
      { group: ['socket.io-client'], message: 'pages reach the network through core/api' },
    ]),
  },
  {
    // issue 20: the three entries (h5, kiosk, admin: the operator console) import core, features
    // and shared; the network only through core/api
    files: ['src/renderer/{h5,kiosk,admin}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: boundaries([
      {
        group: ['**/server/**', '**/main/**', '**/preload/**'],
        message: 'the app entries import core, features and shared only',
      },
      {
        group: ['socket.io-client', 'axios'],
        message: 'the app entries reach the network through core/api',
      },
    ]),
  },
  {
    files: ['src/main/**/*.ts', 'src/preload/**/*.ts'],
    rules: boundaries([
      {
        group: ['**/server/**', '**/renderer/**'],
        message: 'main and preload import shared and electron only',
      },
    ]),
  },
);
