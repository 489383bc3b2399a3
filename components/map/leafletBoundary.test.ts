import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * ARCHITECTURE §6: Leaflet loads only through components/map/index.ts, via next/dynamic. So only the
 * lazily loaded map modules import it, and nothing imports those modules except index.ts, lazily.
 */
const ROOT = path.resolve(__dirname, '../..')
const SOURCE_DIRS = ['components', 'lib', 'pages']
const LEAFLET =
  /from ['"](leaflet|react-leaflet|react-leaflet-cluster|leaflet\.markercluster)(\/[^'"]*)?['"]|import ['"](leaflet|react-leaflet|react-leaflet-cluster)[/'"]/
/** Modules of components/map that may touch Leaflet: each one reached only through index.ts's dynamic imports. */
const LAZY = ['components/map/CityMap.client.tsx', 'components/map/MiniMap.client.tsx', 'components/map/icons.ts']

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return /\.(ts|tsx)$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [full] : []
  })
}

const files = SOURCE_DIRS.flatMap((dir) => sources(path.join(ROOT, dir))).map((file) => ({
  file: path.relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}))

describe('the Leaflet boundary', () => {
  it('only the lazily loaded map modules import Leaflet', () => {
    const importers = files.filter(({ text }) =>
      text.split('\n').some((line) => !/^\s*import type /.test(line) && LEAFLET.test(line)),
    )
    expect(importers.map((f) => f.file).sort()).toEqual([...LAZY].sort())
  })

  it('nothing imports those modules statically', () => {
    const staticImports = files.filter(({ file, text }) => {
      const imports = [...text.matchAll(/^import [^;]*?from ['"]([^'"]+)['"]/gm)].map((m) => m[1]!)
      return imports.some((specifier) => {
        if (!specifier.startsWith('.')) return false
        const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier))
        return LAZY.some((lazy) => lazy.replace(/\.tsx?$/, '') === target) && !LAZY.includes(file)
      })
    })
    expect(staticImports.map((f) => f.file)).toEqual([])
  })

  it('index.ts loads them with next/dynamic and ssr: false', () => {
    const index = readFileSync(path.join(ROOT, 'components/map/index.ts'), 'utf8')
    expect(index).toMatch(/dynamic<CityMapProps>\(\(\) => import\('\.\/CityMap\.client'\), \{ ssr: false \}\)/)
    expect(index).toMatch(/dynamic<MiniMapProps>\(\(\) => import\('\.\/MiniMap\.client'\), \{ ssr: false \}\)/)
  })
})
