import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

// Layers import downward only (docs/architecture.md): app → components → lib → i18n → core;
// backend → core; the portal reaches backend/ only through lib/upstream.ts and lib/server/server-start.ts
// (and lib/api-types.ts, for backend/'s route types only).
const layer = (zones) => ({ 'import/no-restricted-paths': ['error', { zones }] });
const WHY = 'layers import downward only: see docs/architecture.md';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Only documented APIs: a Next.js internal or a file inside a package can change with any upgrade.
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['next/dist/*', '**/node_modules/**'], message: 'only documented APIs: see docs/decisions.md, "The BFF\'s fast path"' }] },
      ],
    },
  },
  globalIgnores(['.next/**', '.node24/**', 'data/**', 'data-*/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench-results/**']),
  {
    files: ['core/**'],
    rules: layer([
      {
        target: './core',
        from: ['./lib', './components', './app', './backend', './i18n', './messages'],
        message: `core/ stands on nothing of the portal or the API; ${WHY}`,
      },
    ]),
  },
  {
    files: ['backend/**'],
    rules: layer([{ target: './backend', from: ['./lib', './components', './app', './i18n'], message: `backend/ may import core/ only; ${WHY}` }]),
  },
  {
    // Routing, navigation and messages: below lib/, which reads them, above core/.
    files: ['i18n/**'],
    rules: layer([{ target: './i18n', from: ['./lib', './components', './app', './backend'], message: `i18n/ may import core/ and messages/ only; ${WHY}` }]),
  },
  {
    files: ['lib/**'],
    ignores: ['lib/upstream.ts', 'lib/server/server-start.ts', 'lib/api-types.ts'],
    rules: layer([
      { target: './lib', from: './backend', message: `the portal reaches the API only through lib/upstream.ts; ${WHY}` },
      { target: './lib', from: ['./components', './app'], message: `lib/ may import core/ only; ${WHY}` },
    ]),
  },
  {
    // The API's route types for the portal's calls, server and browser: backend/'s types only, never its code.
    files: ['lib/api-types.ts'],
    rules: {
      ...layer([{ target: './lib', from: ['./components', './app'], message: `lib/ may import core/ only; ${WHY}` }]),
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/backend/**', '@/backend/**'], allowTypeImports: true, message: 'types only: this module reaches browser bundles' }] },
      ],
    },
  },
  {
    files: ['components/**'],
    rules: layer([
      { target: './components', from: './backend', message: `the portal reaches the API only through lib/upstream.ts; ${WHY}` },
      { target: './components', from: './app', message: `components/ may import lib/ and core/; ${WHY}` },
    ]),
  },
  {
    files: ['app/**', 'proxy.ts', 'instrumentation.ts'],
    rules: layer([
      {
        target: ['./app', './proxy.ts', './instrumentation.ts'],
        from: './backend',
        message: `the portal reaches the API only through lib/upstream.ts; ${WHY}`,
      },
    ]),
  },
]);
