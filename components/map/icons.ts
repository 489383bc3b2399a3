import L from 'leaflet'

import type { MapKind } from '@/lib/__generated__/gql/graphql'
import type { MapFocus } from './types'
import styles from './markers.module.css'

/**
 * Explicit marker icons (docs/architecture.md#6-ui): inline SVG in a divIcon, so nothing depends on Leaflet's
 * default image paths, which bundlers break. Markers are named by their `title` option; the glyphs
 * are decoration.
 */

const svg = (body: string) =>
  `<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`

const GLYPHS: Record<MapKind, string> = {
  // A beach umbrella.
  BEACH: svg('<path d="M12 3a9 9 0 0 1 9 9H3a9 9 0 0 1 9-9z"/><path d="M12 12v8M8 20h8"/>'),
  // A star: a sight.
  PLACE: svg('<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>'),
  // "i": a service or facility.
  URBAN: svg('<circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.5v.5"/>'),
  // A calendar page.
  EVENT: svg('<rect x="4" y="5" width="16" height="15" rx="2"/><path d="M4 10h16M9 3v4M15 3v4"/>'),
  // A flag at the start.
  ROUTE: svg('<path d="M6 21V4h11l-2 4 2 4H6"/>'),
}

const KIND_CLASS: Record<MapKind, string | undefined> = {
  BEACH: styles.beach,
  PLACE: styles.place,
  URBAN: styles.urban,
  EVENT: styles.event,
  ROUTE: styles.route,
}

const cache = new Map<string, L.DivIcon>()

function cached(key: string, create: () => L.DivIcon): L.DivIcon {
  let icon = cache.get(key)
  if (!icon) {
    icon = create()
    cache.set(key, icon)
  }
  return icon
}

/** A beach's marker takes its flag's colour (docs/decisions/0042-beach-conditions.md). */
const FLAG_CLASS: Record<string, string | undefined> = {
  green: styles.flagGreen,
  yellow: styles.flagYellow,
  red: styles.flagRed,
  purple: styles.flagPurple,
}

export const kindIcon = (kind: MapKind, flag: string | null = null) =>
  cached(`${kind}:${flag ?? ''}`, () =>
    L.divIcon({
      className: `${styles.marker} ${KIND_CLASS[kind] ?? ''} ${(flag && FLAG_CLASS[flag]) ?? ''}`,
      html: GLYPHS[kind],
      iconSize: [32, 32],
      iconAnchor: [16, 16],
      popupAnchor: [0, -18],
    }),
  )

/** The visitor ("Где я") or a linked point: distinct from every object marker. */
export const focusIcon = (kind: MapFocus['kind']) =>
  cached(`focus-${kind}`, () =>
    L.divIcon({
      className: kind === 'user' ? styles.user : styles.pin,
      html:
        kind === 'user'
          ? ''
          : svg(
              '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>',
            ),
      iconSize: kind === 'user' ? [22, 22] : [36, 36],
      iconAnchor: kind === 'user' ? [11, 11] : [18, 34],
    }),
  )

/** A plain pin for the mini map, where the kind is the page's own. */
export const placeIcon = () => focusIcon('link')

/**
 * A cluster: its count for the eye, and a name for screen readers and tests, since Leaflet makes
 * every marker a button.
 */
export function clusterIcon(cluster: L.MarkerCluster) {
  const count = cluster.getChildCount()
  return L.divIcon({
    className: styles.cluster,
    html: `<span aria-hidden="true">${count}</span><span class="visually-hidden">Объектов в группе: ${count}</span>`,
    iconSize: [40, 40],
  })
}

// The same violet as `.route` in markers.module.css, so a track and its start marker match.
export const ROUTE_LINE_COLOR = '#5b4bb0'
