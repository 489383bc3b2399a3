import type { MapKind } from '@/lib/__generated__/gql/graphql'
import { MAP_KIND_LABELS, MAP_KINDS } from './paths'

/** Objects on the layers that are switched on, in the order they came. */
export function onLayers<T extends { kind: MapKind }>(objects: readonly T[], layers: readonly MapKind[]): T[] {
  const on = new Set(layers)
  return objects.filter((o) => on.has(o.kind))
}

export type MapGroup<T> = { kind: MapKind; label: string; items: T[] }

/** The list view's sections: one per kind that has objects, in layer order. */
export function groupByKind<T extends { kind: MapKind }>(objects: readonly T[]): MapGroup<T>[] {
  return MAP_KINDS.map((kind) => ({
    kind,
    label: MAP_KIND_LABELS[kind],
    items: objects.filter((o) => o.kind === kind),
  })).filter((group) => group.items.length > 0)
}
