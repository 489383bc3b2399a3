import type { Config } from 'jest'
import nextJest from 'next/jest.js'

/**
 * Each app's tests run in Jest projects of their own, each built by next/jest for that app's folder: the SWC
 * transform, CSS-module mocks and next.config of `next build` there. `@/` means the repository root in the site
 * (tsconfig.json `paths`) and cms/src in the CMS (cms/tsconfig.json), and SWC compiles `@/` imports by the tsconfig
 * of the folder next/jest is given, so each project gives the alias its own app's meaning. The apps never import
 * each other (eslint.config.mjs); the CMS's projects load only the shared test setup files of lib/test/, which use
 * relative imports.
 *
 * next/jest also loads a folder's .env files into this process, and every worker inherits its environment. None is
 * committed: the tests set what they need (lib/test/setupUnitEnv.ts, lib/test/cmsGlobalSetup.mjs). The site's
 * projects are resolved first, and Next keeps the first folder's .env files for the whole process, so a cms/.env is
 * not read here.
 */
const withSite = nextJest({ dir: './' })
const withCms = nextJest({ dir: './cms' })

const shared = {
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/var/'],
  modulePathIgnorePatterns: ['<rootDir>/cms/.next/', '<rootDir>/.next/'],
} satisfies Config

/** Next's client internals, which next/jest compiles too; every project compiles them. */
const NEXT_INTERNALS = ['next/dist/client', 'next/dist/shared/lib']

/** The site's packages that ship as ES modules only: the lightbox and sanitize-html's parser stack. */
const SITE_ESM_PACKAGES = [
  'yet-another-react-lightbox',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
]

/** The CMS's: Payload's translations, which cms/src/admin/translations.test.ts compares ours with. */
const CMS_ESM_PACKAGES = ['@payloadcms/translations']

/**
 * The site's projects: every test outside cms/. SWC compiles `@/` in import statements; the moduleNameMapper entry
 * maps the specifiers it leaves as written (`jest.mock('@/…')`, `jest.requireActual`, `require`).
 */
function site({ testPathIgnorePatterns = [], ...config }: Config): Promise<Config> {
  return project(withSite, [...NEXT_INTERNALS, ...SITE_ESM_PACKAGES], {
    ...shared,
    testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '<rootDir>/cms/', ...testPathIgnorePatterns],
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
    ...config,
  })
}

/** The CMS's projects: the tests under cms/, with `@/` as cms/src (see `site` for the mapper entry). */
function cms({ testPathIgnorePatterns = [], ...config }: Config): Promise<Config> {
  return project(withCms, [...NEXT_INTERNALS, ...CMS_ESM_PACKAGES], {
    ...shared,
    testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...testPathIgnorePatterns],
    // Jest looks for these tests under cms/ only; imports outside it (lib/test/, packages/shared) resolve as usual.
    roots: ['<rootDir>/cms'],
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/cms/src/$1' },
    ...config,
  })
}

/**
 * One project from next/jest's config for one app. Of node_modules, Jest compiles `compiledPackages` like our own
 * code, in place of next/jest's list (@anapa/shared is compiled anyway: Jest sees it by its real path,
 * packages/shared).
 */
async function project(
  withNext: ReturnType<typeof nextJest>,
  compiledPackages: string[],
  config: Config,
): Promise<Config> {
  const resolved = await withNext(config)()
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${compiledPackages.join('|')})/)`,
      ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.startsWith('/node_modules')),
    ],
  }
}

/**
 * Integration tests run against a real Payload CMS on a temporary SQLite file, started by the global setup. Both
 * integration projects name the same setup and teardown; they start and stop the CMS once (see their comments).
 */
const againstRealCms = {
  testEnvironment: 'node',
  globalSetup: '<rootDir>/lib/test/cmsGlobalSetup.mjs',
  globalTeardown: '<rootDir>/lib/test/cmsGlobalTeardown.mjs',
  // Every REST answer is checked against docs/api/openapi.yaml (lib/test/contract/seam.ts).
  setupFilesAfterEnv: ['<rootDir>/lib/test/contract/setupIntegration.ts'],
  testTimeout: 30_000,
} satisfies Config

export default async function jestConfig(): Promise<Config> {
  return {
    // The failures are repeated after the last suite, right above the totals: a CI log is often read
    // from its tail, and the CMS's request log of an integration run sits between a suite's FAIL
    // block and the end. (Jest's own threshold prints this list only from 20 suites on.)
    reporters: [['default', { summaryThreshold: 0 }]],
    projects: [
      // Pure logic: formatters, mappers, the gateway against a fake REST layer.
      await site({
        displayName: 'unit-node',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/**/*.test.ts'],
        testPathIgnorePatterns: ['\\.int\\.test\\.ts$'],
        setupFiles: ['<rootDir>/lib/test/setupUnitEnv.ts'],
      }),
      // Components in jsdom, queried by role and text.
      await site({
        displayName: 'unit-dom',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/**/*.test.tsx'],
        setupFilesAfterEnv: ['<rootDir>/lib/test/setupDom.ts'],
      }),
      // The gateway against the real CMS.
      await site({ displayName: 'integration', testMatch: ['<rootDir>/**/*.int.test.ts'], ...againstRealCms }),
      // The CMS's own logic: the contract mappers, access rules, hooks. In node, as it runs; a test of a
      // component that needs a DOM says so in its docblock (`@jest-environment jsdom`).
      await cms({
        displayName: 'cms-unit',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/cms/**/*.test.ts?(x)'],
        testPathIgnorePatterns: ['\\.int\\.test\\.ts$'],
        setupFiles: ['<rootDir>/lib/test/setupUnitEnv.ts'],
      }),
      // The CMS's REST contract, access rules and jobs, against the running CMS.
      await cms({ displayName: 'cms-integration', testMatch: ['<rootDir>/cms/**/*.int.test.ts'], ...againstRealCms }),
    ],
  }
}
