import type { Config } from 'jest'
import nextJest from 'next/jest.js'

// next/jest gives every project the same SWC transform, CSS-module mocks and .env loading as `next build`.
const withNext = nextJest({ dir: './' })

const shared: Config = {
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/var/'],
  modulePathIgnorePatterns: ['<rootDir>/cms/.next/', '<rootDir>/.next/'],
  // `@/` is the repository root in the site (tsconfig.json `paths`) and cms/src in the CMS (cms/tsconfig.json),
  // and the tests of both run here: a moduleNameMapper entry cannot tell the importing file's app, so a resolver
  // maps the alias by where the import is made from. No moduleNameMapper entry for `@/`: one would win over it.
  resolver: '<rootDir>/lib/test/jestResolver.mjs',
}

/**
 * Packages Jest must compile like our own code: Next's client internals (as next/jest does) and
 * sanitize-html's parser stack, which ships as ES modules only.
 */
const COMPILED_PACKAGES = [
  'next/dist/client',
  'next/dist/shared/lib',
  'yet-another-react-lightbox',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
]

/**
 * next/jest hands SWC the root tsconfig's `paths`, and SWC then compiles every `@/x` into a relative path into the
 * repository root, in CMS files too, before Jest resolves anything. Without a base URL SWC leaves `@/` alone (as in
 * `next build`, where the bundler resolves it), and the resolver above picks the app's folder.
 */
function withoutCompiledAliases(transform: Config['transform']): Config['transform'] {
  const entries = Object.entries(transform ?? {})
  if (!entries.some(([, entry]) => Array.isArray(entry) && entry[0].includes('jest-transformer'))) {
    throw new Error('jest.config.ts: next/jest no longer sets up its SWC jest-transformer; see withoutCompiledAliases')
  }
  return Object.fromEntries(
    entries.map(([pattern, entry]) =>
      Array.isArray(entry) && entry[0].includes('jest-transformer')
        ? [pattern, [entry[0], { ...(entry[1] as object), resolvedBaseUrl: undefined }]]
        : [pattern, entry],
    ),
  )
}

async function project(config: Config): Promise<Config> {
  const resolved = await withNext({ ...shared, ...config })()
  return {
    ...resolved,
    transform: withoutCompiledAliases(resolved.transform),
    transformIgnorePatterns: [
      `/node_modules/(?!(${COMPILED_PACKAGES.join('|')})/)`,
      ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.startsWith('/node_modules')),
    ],
  }
}

export default async function jestConfig(): Promise<Config> {
  return {
    // The failures are repeated after the last suite, right above the totals: a CI log is often read
    // from its tail, and the CMS's request log of an integration run sits between a suite's FAIL
    // block and the end. (Jest's own threshold prints this list only from 20 suites on.)
    reporters: [['default', { summaryThreshold: 0 }]],
    projects: [
      // Pure logic: formatters, mappers, the gateway against a fake REST layer, the CMS contract mappers.
      await project({
        displayName: 'unit-node',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/**/*.test.ts'],
        testPathIgnorePatterns: [...shared.testPathIgnorePatterns!, '\\.int\\.test\\.ts$'],
        setupFiles: ['<rootDir>/lib/test/setupUnitEnv.ts'],
      }),
      // Components in jsdom, queried by role and text.
      await project({
        displayName: 'unit-dom',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/**/*.test.tsx'],
        setupFilesAfterEnv: ['<rootDir>/lib/test/setupDom.ts'],
      }),
      // The gateway against a real Payload CMS on a temporary SQLite file (started by globalSetup).
      await project({
        displayName: 'integration',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/**/*.int.test.ts'],
        globalSetup: '<rootDir>/lib/test/cmsGlobalSetup.mjs',
        globalTeardown: '<rootDir>/lib/test/cmsGlobalTeardown.mjs',
        // Every REST answer is checked against docs/api/openapi.yaml (lib/test/contract/seam.ts).
        setupFilesAfterEnv: ['<rootDir>/lib/test/contract/setupIntegration.ts'],
        testTimeout: 30_000,
      }),
    ],
  }
}
