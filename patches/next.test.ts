import { readdirSync, readFileSync } from 'node:fs'

/**
 * patches/next+*.patch (applied by `npm ci`'s postinstall) changes Next's client entry only: the
 * Pages Router hydrates the page as a transition, so React splits hydration into interruptible
 * slices (the long hydration task was most of a phone's Total Blocking Time; the change and its
 * upstream report: docs/upstream/next-pages-hydrate-as-transition.md). Both of Next's client builds
 * must carry it; an upgrade of Next that drops the patch fails here, not silently in Lighthouse.
 */
describe.each([
  ['ES module build (Turbopack)', 'next/dist/esm/client/index.js', 'ReactDOM'],
  ['CommonJS build', 'next/dist/client/index.js', '_client.default'],
])("Next's client entry, %s", (_build, file, reactDom) => {
  const source = readFileSync(require.resolve(file), 'utf8')

  it('calls hydrateRoot inside startTransition', () => {
    expect(source).toMatch(
      new RegExp(`startTransition\\(\\(\\)=>\\{\\s*reactRoot = ${reactDom.replace('.', '\\.')}\\.hydrateRoot\\(`),
    )
  })

  it('has no hydrateRoot call outside it', () => {
    expect(source.match(/\.hydrateRoot\(/g)).toHaveLength(1)
  })
})

/** The patch changes no server, compiled or shared code of Next: those are never patched. */
describe('patches/', () => {
  it('touches only the client entry of Next', () => {
    const touched = readdirSync(__dirname)
      .filter((name) => name.endsWith('.patch'))
      .flatMap((name) =>
        [...readFileSync(`${__dirname}/${name}`, 'utf8').matchAll(/^diff --git a\/(\S+)/gm)].map((m) => m[1]),
      )
    expect(touched).toEqual(['node_modules/next/dist/client/index.js', 'node_modules/next/dist/esm/client/index.js'])
  })
})
