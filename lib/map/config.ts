/**
 * The map's constants (docs/spec.md#9-business-constants-and-limits) and its one public setting.
 * NEXT_PUBLIC_MAP_TILE_URL is read here and nowhere else, spelled out in full so Next inlines it into the browser
 * bundle at build time.
 */

export type LatLon = { lat: number; lon: number }

/** docs/spec.md#9-business-constants-and-limits "Default map centre". */
export const DEFAULT_MAP_CENTER: LatLon = { lat: 44.8967624, lon: 37.3115879 }

/**
 * docs/spec.md#9-business-constants-and-limits "Default user coordinates": where "Где я" puts the visitor when the
 * browser cannot say.
 */
export const DEFAULT_USER_POSITION: LatLon = { lat: 44.8857, lon: 37.31992 }

/** The whole resort fits at 12; a point someone asked for (a link, "Где я") is shown at street level. */
export const DEFAULT_ZOOM = 12
export const FOCUS_ZOOM = 16
/**
 * The deepest zoom the base map's tiles come in (Leaflet's default for a tile layer). Set on the
 * map itself too: in low-data mode the map has no tile layer to take it from until one is asked
 * for, and the marker clusters need it (components/map/BaseTiles.client.tsx).
 */
export const MAP_MAX_ZOOM = 18

/** How long "Где я" waits for the browser before falling back to the default position. */
export const GEOLOCATION_TIMEOUT_MS = 10_000

const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'

export const MAP_TILE_URL = process.env.NEXT_PUBLIC_MAP_TILE_URL || OSM_TILES

// The OSM licence asks for this credit wherever its tiles are shown; other tile servers are OSM-based too.
export const MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">участники OpenStreetMap</a>'
