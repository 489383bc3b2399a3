import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * The module boundaries (docs/architecture.md#1-two-deployables-one-repository, #4-session-and-security-rules, #6-ui)
 * are ESLint rules in eslint.config.mjs, so `npm run lint` fails on a crossing. These cases prove each rule bites, and
 * lets the allowed imports through, by linting small files placed where real modules live.
 */
const ROOT = path.resolve(__dirname, '..')
const RESTRICTED_PATH = 'import/no-restricted-paths'
const RESTRICTED_IMPORT = 'no-restricted-imports'

type Probe = { file: string; code: string }

const serverOnlyInBrowser: [string, Probe][] = [
  [
    'a view importing a page loader',
    { file: 'components/home/Probe.tsx', code: "import { getHomeProps } from '@/lib/server/ssr/home'" },
  ],
  [
    'a view importing the gateway',
    { file: 'components/home/Probe.tsx', code: "import { schema } from '@/graphql/schema'" },
  ],
  [
    'a hook importing the session guard',
    { file: 'lib/hooks/probe.ts', code: "import { withSession } from '@/lib/server/session/withSession'" },
  ],
  [
    'a view importing env, even for a type',
    { file: 'components/home/Probe.tsx', code: "import type { env } from '@/lib/server/env'" },
  ],
  [
    'a browser-safe lib module importing lib/server',
    { file: 'lib/map/probe.ts', code: "import { serverEnv } from '@/lib/server/env'" },
  ],
  [
    'a browser-safe lib module importing the gateway',
    { file: 'lib/probe.ts', code: "import { schema } from '@/graphql/schema'" },
  ],
]
const layers: [string, Probe][] = [
  [
    'the gateway importing page data (lib/server is built on the gateway)',
    { file: 'graphql/resolvers/probe.ts', code: "import { getHomeProps } from '@/lib/server/ssr/home'" },
  ],
  [
    'page data importing a view (the props types live in lib/pageProps.ts)',
    { file: 'lib/server/ssr/probe.ts', code: "import type { DraftBar } from '@/components/preview/DraftBar'" },
  ],
]
const crossings: [string, Probe][] = [
  ['the site importing CMS code', { file: 'lib/probe.ts', code: "import { env } from '../cms/src/env'" }],
  ['the CMS importing site code', { file: 'cms/src/probe.ts', code: "import { crumbsFor } from '../../lib/routes'" }],
  [
    'the shared package importing site code',
    { file: 'packages/shared/src/probe.ts', code: "import { crumbsFor } from '../../../lib/routes'" },
  ],
  [
    'the shared package importing CMS code',
    { file: 'packages/shared/src/probe.ts', code: "import { env } from '../../../cms/src/env'" },
  ],
]
const allowed: [string, Probe][] = [
  [
    "the gateway reading the site's settings",
    {
      file: 'graphql/resolvers/probe.ts',
      code: "import { serverEnv } from '@/lib/server/env'\nexport const probe = serverEnv",
    },
  ],
  [
    'page data reading the props types',
    {
      file: 'lib/server/ssr/probe.ts',
      code: "import type { DraftInfo } from '@/lib/pageProps'\nexport type P = DraftInfo",
    },
  ],
  [
    'a test of a browser-safe module checking it against page data (tests are never bundled)',
    {
      file: 'lib/routing/probe.test.ts',
      code: "import { getJournalListProps } from '@/lib/server/ssr/journal'\nexport const probe = getJournalListProps",
    },
  ],
  [
    'a page importing its loader',
    { file: 'pages/probe.tsx', code: "export { getHomeProps as getStaticProps } from '@/lib/server/ssr/home'" },
  ],
  [
    'a view importing generated operation types',
    {
      file: 'components/home/Probe.tsx',
      code: "import type { HomeRouteQueryQuery } from '@/lib/__generated__/gql/graphql'\nexport type P = HomeRouteQueryQuery",
    },
  ],
  [
    'the CMS importing the shared package',
    {
      file: 'cms/src/probe.ts',
      code: "import { clientAddress } from '@anapa/shared/net/clientAddress'\nexport const probe = clientAddress",
    },
  ],
]
const leafletImports: [string, string][] = [
  ['leaflet', "import L from 'leaflet'"],
  ['react-leaflet', "import { MapContainer } from 'react-leaflet'"],
  ['the marker-cluster plugin', "import 'leaflet.markercluster'"],
]
const leafletProbes = leafletImports.flatMap(([, code]) =>
  ['components/map/MapView/Probe.tsx', 'components/home/Probe.tsx', 'components/map/CityMap.client.tsx'].map(
    (file) => ({ file, code }),
  ),
)
const staticMapImport: Probe = {
  file: 'components/map/MapView/Probe.tsx',
  code: "import CityMap from '@/components/map/CityMap.client'\nexport const probe = CityMap",
}

/** Unused bindings would add their own lint errors; a trailing export keeps each probe a module. */
const source = (probe: Probe) => `${probe.code}\nexport const probeEnd = 1\n`
const key = (probe: Probe) => `${probe.file}\n${probe.code}`

// ESLint loads eslint.config.mjs with a dynamic import, which Jest's module sandbox cannot do, so
// ESLint's own API lints every probe in one child Node process.
const LINT_ALL = `
  const path = require('node:path')
  const { ESLint } = require('eslint')
  const probes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'))
  const eslint = new ESLint({ cwd: process.cwd() })
  Promise.all(probes.map(({ file, source }) => eslint.lintText(source, { filePath: path.resolve(file) })))
    .then((results) => process.stdout.write(JSON.stringify(results.map(([r]) => r.messages.map((m) => m.ruleId ?? m.message)))))
`

let rulesByProbe: Map<string, string[]>

beforeAll(() => {
  const probes = [
    ...[...serverOnlyInBrowser, ...layers, ...crossings, ...allowed].map(([, probe]) => probe),
    ...leafletProbes,
    staticMapImport,
  ]
  const output = execFileSync(process.execPath, ['-e', LINT_ALL], {
    cwd: ROOT,
    input: JSON.stringify(probes.map((probe) => ({ file: probe.file, source: source(probe) }))),
    encoding: 'utf8',
  })
  const results = JSON.parse(output) as string[][]
  rulesByProbe = new Map(probes.map((probe, index) => [key(probe), results[index]!]))
}, 60_000)

const rulesFor = (probe: Probe) => rulesByProbe.get(key(probe))

describe('module boundaries enforced by the linter', () => {
  it.each(serverOnlyInBrowser)('refuses %s (server-only code stays out of browser code)', (_case, probe) => {
    expect(rulesFor(probe)).toContain(RESTRICTED_PATH)
  })

  it.each(layers)('refuses %s', (_case, probe) => {
    expect(rulesFor(probe)).toContain(RESTRICTED_PATH)
  })

  it.each(crossings)('refuses %s', (_case, probe) => {
    expect(rulesFor(probe)).toContain(RESTRICTED_PATH)
  })

  it.each(allowed)('allows %s', (_case, probe) => {
    expect(rulesFor(probe)).toEqual([])
  })

  it.each(leafletImports)('lets only the lazily loaded map modules import %s', (_name, code) => {
    expect(rulesFor({ file: 'components/map/MapView/Probe.tsx', code })).toContain(RESTRICTED_IMPORT)
    expect(rulesFor({ file: 'components/home/Probe.tsx', code })).toContain(RESTRICTED_IMPORT)
    expect(rulesFor({ file: 'components/map/CityMap.client.tsx', code })).not.toContain(RESTRICTED_IMPORT)
  })

  it('refuses a static import of a map module: they load only through components/map/index.ts', () => {
    expect(rulesFor(staticMapImport)).toContain(RESTRICTED_IMPORT)
  })
})
