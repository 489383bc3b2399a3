import { readFileSync } from 'node:fs'

/**
 * patches/next+*.patch (applied by `npm ci`'s postinstall): the Pages Router hydrates the page as a
 * transition, so React splits hydration into interruptible slices (issue 14: the long hydration
 * task was most of a phone's Total Blocking Time). Both of Next's client builds must carry it; an
 * upgrade of Next that drops the patch fails here, not silently in Lighthouse.
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
