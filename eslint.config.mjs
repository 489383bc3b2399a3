import { createRequire } from 'node:module'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** Site code: everything outside the CMS and the shared package. */
const SITE = ['./pages', './components', './lib', './graphql', './e2e', './scripts', './styles']

/**
 * Server-only code, by folder (docs/architecture.md#1-two-deployables-one-repository): the gateway,
 * the API routes, and lib/server (page data, the session guard, the upload proxies, revalidation,
 * env). Browser code never imports it; a page may, because Next strips its
 * getStaticProps/getServerSideProps imports from the browser bundle.
 */
const SERVER_ONLY = ['./graphql', './lib/server', './pages/api']

/**
 * Browser-safe code, by folder: components and everything in lib/ outside lib/server. lib/test
 * (test support) and lib/build (the webpack configuration) run only in Node and are neither. Tests
 * are never bundled, so a test of a browser-safe module may check it against the server code that
 * shares its rule.
 */
const BROWSER_SAFE = [
  './components/**/!(*.test).{ts,tsx}',
  './lib/!(server|test|build)/**/!(*.test).{ts,tsx}',
  './lib/!(*.test).{ts,tsx}',
]

/**
 * Leaflet and its plugins: only the lazily loaded map modules behind components/map/index.ts
 * (docs/architecture.md#6-ui).
 */
const LEAFLET_PACKAGES = [
  'leaflet',
  'leaflet/*',
  'react-leaflet',
  'react-leaflet/*',
  'react-leaflet-cluster',
  'leaflet.markercluster',
  'leaflet.markercluster/*',
]
const LEAFLET_MODULES = [
  'components/map/*.client.tsx',
  'components/map/icons.ts',
  'components/map/useMarkerLayers.ts',
  'components/map/useMarkerLayers.test.ts',
]

const config = [
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '.next*/**',
      'var/**',
      '**/__generated__/**',
      'cms/src/payload-types.ts',
      // A CMS-shaped tree for scripts/check-cycles.test.ts: its `@/` is its own cms/tsconfig.json's.
      'scripts/fixtures/cycles/cmsAlias/**',
      'cms/src/app/(payload)/admin/importMap.js',
      'cms/src/migrations/**',
      'cms/src/migrations-postgres/**',
      'test-results/**',
      // Built from lib/pwa/worker (scripts/lib/serviceWorker.mjs), ignored by git.
      'public/sw.js',
      'playwright-report/**',
      'next-env.d.ts',
      'cms/next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    settings: {
      next: { rootDir: ['./', 'cms/'] },
      // `@/` means the repository root in the site and cms/src in the CMS (each app's tsconfig.json
      // `paths`): the import rules resolve each file's imports with its own app's tsconfig, so the
      // boundary zones below see where a CMS import really points.
      'import/resolver': {
        [createRequire(import.meta.url).resolve('eslint-import-resolver-typescript')]: {
          alwaysTryTypes: true,
          project: ['tsconfig.json', 'cms/tsconfig.json'],
        },
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // CommonJS stays where it must: packages/shared/src/security/headers.js (both Next configs load it) and tests that
      // load a module only after setting its environment.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The boundaries of docs/architecture.md#1-two-deployables-one-repository, #4-session-and-security-rules and #6-ui,
    // checked by the linter (tested in lib/boundaries.test.ts).
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: SITE,
              from: './cms',
              message:
                'The site never imports CMS code: it reaches the CMS over the REST contract (docs/architecture.md#1-two-deployables-one-repository).',
            },
            {
              target: './cms',
              from: SITE,
              message: 'The CMS never imports site code; rules both apps need live in packages/shared.',
            },
            {
              target: './packages',
              from: [...SITE, './cms'],
              message: 'packages/shared is imported by both apps and imports neither.',
            },
            {
              target: BROWSER_SAFE,
              from: SERVER_ONLY,
              message:
                'Server-only module in browser-safe code (eslint.config.mjs SERVER_ONLY): pass data as props instead.',
            },
            {
              target: './lib/server',
              from: './components',
              message:
                'lib/server builds page props and views draw them; the props types live in lib/pageProps.ts, below both.',
            },
            {
              // lib/server sits above the gateway: it calls the gateway, never the other way round.
              // The gateway reads only the site's settings and the process's metrics from it (both
              // import nothing else of lib/server); its tests may drive the proxies.
              target: './graphql/**/!(*.test).ts',
              from: './lib/server',
              except: ['./env.ts', './observability/metrics.ts'],
              message:
                'The gateway does not import lib/server, which is built on top of it (env.ts and observability/metrics.ts aside).',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                'Use @/components/ui/Link: it prefetches on hover and touch only, and keeps next/link out of every page.',
            },
          ],
          patterns: [
            {
              group: LEAFLET_PACKAGES,
              message: 'Leaflet loads only through components/map/index.ts, lazily (docs/architecture.md#6-ui).',
            },
            {
              group: ['**/*.client', '**/*.client.tsx'],
              message: 'Map modules load only through the dynamic imports of components/map/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: LEAFLET_MODULES,
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures hand values on through a callback named `use`, which is not React's.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]

export default config
