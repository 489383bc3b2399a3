import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** Site code: everything outside the CMS and the shared package. */
const SITE = ['./pages', './components', './lib', './graphql', './e2e', './scripts', './styles']

/**
 * Server-only modules of the site, in one list: the gateway, the data functions of pages, the
 * session guard, revalidation and env. Browser code (components and hooks) never imports them; a
 * page may, because Next strips its getStaticProps/getServerSideProps imports from the browser bundle.
 */
const SERVER_ONLY = [
  './graphql',
  './lib/ssr',
  './lib/session',
  './lib/revalidation',
  './lib/env.ts',
  './lib/memory',
  './lib/seo/structuredData.ts',
  './lib/apollo/ssrClient.ts',
  './pages/api',
]

/** Browser code: what a page's component tree and its hooks are made of. */
const BROWSER = [
  './components',
  './lib/hooks',
  './lib/apollo/browserClient.ts',
  './lib/apollo/CabinetApolloProvider.tsx',
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
const LEAFLET_MODULES = ['components/map/*.client.tsx', 'components/map/icons.ts', 'components/map/useMarkerLayers.ts']

const config = [
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '.next*/**',
      'var/**',
      '**/__generated__/**',
      'cms/src/payload-types.ts',
      'cms/src/app/(payload)/admin/importMap.js',
      'cms/src/migrations/**',
      'cms/src/migrations-postgres/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'cms/next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    settings: { next: { rootDir: ['./', 'cms/'] } },
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
              target: BROWSER,
              from: SERVER_ONLY,
              message:
                'Server-only module in browser code (eslint.config.mjs SERVER_ONLY): pass data as props instead.',
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
              message: 'Use @/components/ui/Link: it does not prefetch every link in view.',
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
