import type { MapKind } from '@/lib/__generated__/gql/graphql'
import type { LatLon } from '@/lib/map/config'
import type { CmsImageData } from '@/components/ui/CmsImage'

/** An object as the map draws it: where, what, and where its popup leads. */
export type MapMarker = {
  /** Unique across kinds (ids repeat between collections). */
  key: string
  kind: MapKind
  title: string
  subtitle: string | null
  point: LatLon
  /** Beaches: the flag on the shore, the marker's colour (null: none reported or unconfirmed). */
  flag: string | null
  /** Beaches: bathing now, for the «купаться можно» filter; null for other kinds. */
  bathing: string | null
  /** Counts as accessible (docs/decisions/0055-accessibility-as-data.md); null for events, which record nothing. */
  accessible: boolean | null
  /** Routes: drawn as a line; their marker stands at the first point. */
  track: readonly LatLon[] | null
  image: CmsImageData | null
  /** The detail page; null when the object cannot be linked (its popup then has no link). */
  href: string | null
}

/** A point the map centres on with its own marker: the visitor ("Где я") or a point from a link. */
export type MapFocus = { point: LatLon; kind: 'user' | 'link'; label: string; nonce: number }

/** "Show this object": open its popup, unclustering it if needed; a new nonce repeats the request. */
export type MapSelection = { key: string; nonce: number }

export type CityMapProps = {
  markers: readonly MapMarker[]
  focus: MapFocus | null
  selection: MapSelection | null
  /** True while the base map's tiles fail to load (offline, blocked): markers keep working regardless. */
  onTilesFailedChange: (failed: boolean) => void
}

export type MiniMapProps = {
  point: LatLon
  /** A walking route's track, drawn instead of a lone marker. */
  track?: readonly LatLon[] | null
  onReady?: () => void
  onTilesFailedChange?: (failed: boolean) => void
}

export type PointPickerProps = {
  /** The chosen point, or null while none is chosen. */
  point: LatLon | null
  /** Where the map opens without a point (the default centre of docs/spec.md#9-business-constants-and-limits). */
  center: LatLon
  /** A tap or click on the map, or a drag of the marker, chooses the point. */
  onChange: (point: LatLon) => void
  /** The accessible name of the map. */
  label: string
  onTilesFailedChange?: (failed: boolean) => void
}

/** A public appeal as its map marker shows it. */
export type AppealPoint = {
  key: string
  point: LatLon
  /** The marker's name for screen readers and its popup's heading: the topic and the number. */
  title: string
  /** The popup's line above the heading: the status. */
  subtitle: string
  href: string
}

export type AppealsMapProps = {
  points: readonly AppealPoint[]
  onReady?: () => void
  onTilesFailedChange?: (failed: boolean) => void
}
