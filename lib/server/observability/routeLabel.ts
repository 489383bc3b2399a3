/**
 * The Next route pattern a page was served by, as a metrics label: `/moi-obrashcheniya/appeal-[id]`,
 * never `/moi-obrashcheniya/appeal-123`. Labels must stay bounded (one series per route, not one
 * per URL, docs/operations.md#metrics), and getServerSideProps is told the URL and its parameters,
 * not the page file; so each parameter's value in the path is put back as its `[name]`
 * (`[...name]` for a catch-all). A path the parameters do not explain is `unmatched`, never the
 * raw path.
 */
export const UNMATCHED_ROUTE = 'unmatched'

type Params = Record<string, string | string[] | undefined> | undefined

export function routeLabel(resolvedUrl: string, params: Params): string {
  const pathname = resolvedUrl.split(/[?#]/, 1)[0] ?? ''
  if (!pathname.startsWith('/')) return UNMATCHED_ROUTE
  let segments = pathname.split('/').slice(1)
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue
    const replaced = Array.isArray(value)
      ? replaceRun(segments, value, `[...${name}]`)
      : replaceOne(segments, value, name)
    if (!replaced) return UNMATCHED_ROUTE
    segments = replaced
  }
  const route = `/${segments.join('/')}`
  // Whatever the parameters left must be the page's fixed words: anything else is not a route name.
  return /^[/a-z0-9._[\]-]*$/.test(route) ? route : UNMATCHED_ROUTE
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** `appeal-123` with id=123 → `appeal-[id]`: the value as a whole segment, or a segment's end (a prefixed route). */
function replaceOne(segments: string[], value: string, name: string): string[] | null {
  if (value === '') return null
  const index = segments.findIndex((s) => !s.includes('[') && decode(s).endsWith(value))
  if (index === -1) return null
  const segment = decode(segments[index]!)
  const copy = [...segments]
  copy[index] = `${segment.slice(0, segment.length - value.length)}[${name}]`
  return copy
}

/** A catch-all's segments, in a row, become one `[...name]`. */
function replaceRun(segments: string[], values: string[], label: string): string[] | null {
  if (values.length === 0) return null
  for (let start = 0; start + values.length <= segments.length; start++) {
    if (values.every((v, i) => decode(segments[start + i]!) === v)) {
      return [...segments.slice(0, start), label, ...segments.slice(start + values.length)]
    }
  }
  return null
}
