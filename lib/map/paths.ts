import { isSlug } from '@anapa/shared/text/slug'
import type { MapKind } from '@/lib/__generated__/gql/graphql'
import { detailHref } from '@/lib/catalogue/paths'
import { isIdParam } from '@/lib/routing/params'

/** The map's layers, in the order the chips and the list show them. */
export const MAP_KINDS: readonly MapKind[] = ['BEACH', 'PLACE', 'URBAN', 'EVENT', 'ROUTE']

export const MAP_KIND_LABELS: Record<MapKind, string> = {
  BEACH: 'Пляжи',
  PLACE: 'Интересные места',
  URBAN: 'Инфраструктура',
  EVENT: 'Афиша',
  ROUTE: 'Маршруты',
}

export type MapAddressable = { kind: MapKind; id: string; slug?: string | null }

/**
 * The detail page of a map object (docs/spec.md#2-screens-and-routes route table): id-addressed sections by id,
 * slug-addressed ones by slug. Null when the key the section needs is missing or malformed, so the map shows the
 * object without a link rather than a link to a 404 or somewhere else entirely.
 */
export function mapObjectHref({ kind, id, slug }: MapAddressable): string | null {
  const byId = (section: 'beaches' | 'places' | 'routes') => (isIdParam(id) ? detailHref(section, id) : null)
  const bySlug = (section: 'infrastructure' | 'events') => (isSlug(slug) ? detailHref(section, slug) : null)
  switch (kind) {
    case 'BEACH':
      return byId('beaches')
    case 'PLACE':
      return byId('places')
    case 'ROUTE':
      return byId('routes')
    case 'URBAN':
      return bySlug('infrastructure')
    case 'EVENT':
      return bySlug('events')
    default:
      return null
  }
}

/** A key unique across kinds: ids repeat between collections. */
export const mapObjectKey = ({ kind, id }: { kind: MapKind; id: string }) => `${kind}-${id}`

/** Layers in the URL (`?layers=beach,place`) are the kinds in lower case. */
export const layerSlug = (kind: MapKind) => kind.toLowerCase()

/**
 * `?layers=` as the visitor left it: absent means every layer, empty means none (every chip turned
 * off), unknown values are ignored, and a value with nothing usable in it falls back to every layer.
 */
export function parseLayers(raw: string | string[] | undefined): MapKind[] {
  if (raw === undefined) return [...MAP_KINDS]
  const value = Array.isArray(raw) ? raw.join(',') : raw
  if (value.trim() === '') return []
  const wanted = new Set(value.split(',').map((v) => v.trim().toLowerCase()))
  const kinds = MAP_KINDS.filter((kind) => wanted.has(layerSlug(kind)))
  return kinds.length > 0 ? kinds : [...MAP_KINDS]
}

/** The query value for a selection; undefined (no parameter) when every layer is on. */
export function layersParam(kinds: readonly MapKind[]): string | undefined {
  if (MAP_KINDS.every((kind) => kinds.includes(kind))) return undefined
  return MAP_KINDS.filter((kind) => kinds.includes(kind))
    .map(layerSlug)
    .join(',')
}
