import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * docs/decisions/0009-signing-in-from-the-browser.md: public pages do not ship Apollo in their first-load JS. This
 * walks the static imports (value imports only; `import type` is erased, `import()` is a separate chunk) from the app
 * shell and fails if Apollo, or the generated document map that `graphql()` pulls in, is reachable.
 */
const ROOT = path.resolve(__dirname, '../..')
const ENTRIES = ['pages/_app.tsx', 'components/layout/AppShell.tsx']
const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx', '/index.js']

function resolveLocal(specifier: string, from: string): string | null {
  const bases = specifier.startsWith('.')
    ? [path.resolve(path.dirname(from), specifier)]
    : [path.join(ROOT, specifier.replace(/^@\//, ''))]
  for (const base of bases) {
    if (existsSync(base) && !existsSync(path.join(base, 'index.ts')) && /\.[jt]sx?$/.test(base)) return base
    for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext
  }
  return null
}

function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.isTypeOnly) continue
      const bindings = clause?.namedBindings
      const onlyTypes =
        clause &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly)
      if (onlyTypes) continue
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const clause = statement.exportClause
      if (clause && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly)) continue
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return specifiers
}

/** Every package and local module the entries reach through static value imports. */
function staticGraph(entries: string[]) {
  const files = new Set<string>()
  const packages = new Set<string>()
  const queue = entries.map((entry) => path.join(ROOT, entry))
  while (queue.length) {
    const file = queue.pop()!
    if (files.has(file)) continue
    files.add(file)
    for (const specifier of valueImports(file)) {
      const local = resolveLocal(specifier, file)
      if (local) queue.push(local)
      else if (!/\.(css|svg|png|jpg)$/.test(specifier)) packages.add(specifier)
    }
  }
  return { files: [...files].map((file) => path.relative(ROOT, file)), packages: [...packages] }
}

describe('the shared first-load bundle', () => {
  const graph = staticGraph(ENTRIES)

  it('reaches the session context, not the session loader', () => {
    expect(graph.files).toContain('components/session/SessionContext.tsx')
    expect(graph.files).not.toContain('components/session/SessionLoader.tsx')
  })

  it('reaches the session gate, which decides from the signed-in hint whether to load the loader', () => {
    expect(graph.files).toEqual(expect.arrayContaining(['components/session/SessionGate.tsx', 'lib/sessionHint.ts']))
  })

  it('imports no Apollo, statically', () => {
    expect(graph.packages.filter((name) => name.startsWith('@apollo/'))).toEqual([])
  })

  it('reaches no GraphQL document, no auth drawer and no profile card', () => {
    const heavy = graph.files.filter((file) =>
      /^(graphql\/|components\/(auth|profile)\/|lib\/apollo\/|lib\/notify)/.test(file),
    )
    expect(heavy).toEqual([])
  })

  it('really walks the graph (the shell reaches the header)', () => {
    expect(graph.files).toContain('components/layout/Header/Header.tsx')
    expect(graph.packages).toEqual(expect.arrayContaining(['react', 'next/router']))
  })

  it('carries no next/link: the site’s Link opens pages through next/router (components/ui/Link)', () => {
    expect(graph.packages).not.toContain('next/link')
  })

  it('reaches the analytics consent gate, not the counter: Метрика loads in its own chunk after consent', () => {
    expect(graph.files).toContain('components/analytics/Analytics.tsx')
    expect(
      graph.files.filter((file) => /^(lib\/analytics\/|components\/analytics\/AnalyticsCounter)/.test(file)),
    ).toEqual([])
  })

  it("carries no next/dynamic runtime: the shell's browser-only parts load through clientOnly", () => {
    expect(graph.packages).not.toContain('next/dynamic')
    expect(graph.files).toContain('lib/hooks/clientOnly.tsx')
  })

  it('leaves sign-in-that-keeps-your-place to its own chunks: return path, drawer history, remembered user', () => {
    expect(graph.files).toContain('components/layout/AccountPanels/AccountPanels.tsx')
    expect(
      graph.files.filter((file) =>
        /^(lib\/returnPath|lib\/history\/|components\/layout\/AccountPanels\/ReturnAfterSignIn|components\/session\/rememberedUser)/.test(
          file,
        ),
      ),
    ).toEqual([])
  })
})

// From the views: a page's getStaticProps, re-exported from lib/server, never reaches the browser.
describe("the public appeals' pages", () => {
  it.each([
    'components/appeals/PublicAppealsView/PublicAppealsView.tsx',
    'components/appeals/PublicAppealView/PublicAppealView.tsx',
    'components/static/AccessibilityStatementView/AccessibilityStatementView.tsx',
  ])('%s imports no Apollo statically: «Поддержать» and its client come in a chunk of their own', (page) => {
    const { packages, files } = staticGraph([page])
    expect(packages.filter((name) => name.startsWith('@apollo/'))).toEqual([])
    expect(files.filter((file) => /^lib\/apollo\//.test(file))).toEqual([])
  })
})
