/**
 * The map's constants (docs/spec.md#9-business-constants-and-limits) and its public settings.
 * NEXT_PUBLIC_MAP_TILE_URL and NEXT_PUBLIC_MAP_ATTRIBUTION are read here and nowhere else, spelled out in full so
 * Next inlines them into the browser bundle at build time.
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

/**
 * OpenStreetMap's own tile server, on its single host (the `{a,b,c}.` subdomains are deprecated). Its tile usage
 * policy allows development and light use only, never a portal's production traffic: a deploy sets
 * NEXT_PUBLIC_MAP_TILE_URL to a server that permits it (docs/operations.md#map-tiles).
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** The credit the OSM licence asks for wherever its data is shown. */
export const DEFAULT_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">участники OpenStreetMap</a>'

/**
 * What stands before the credits in every map's corner: Leaflet's own default carries a flag, which does not
 * belong on a municipal map, so we credit the library with a plain link.
 */
export const MAP_ATTRIBUTION_PREFIX = '<a href="https://leafletjs.com">Leaflet</a>'

export type TileSettings = { url: string; attribution: string }

/**
 * The base map's tile template and its credit, each from the build's env or the default. A deploy's tile server
 * may name its own credit (an HTML fragment set at build time, as trusted as the URL); unset, OSM's stays, which
 * also suits the usual providers, whose tiles are drawn from OSM data. Blank values count as unset.
 */
export function tileSettings(url: string | undefined, attribution: string | undefined): TileSettings {
  return { url: url?.trim() || DEFAULT_MAP_TILE_URL, attribution: attribution?.trim() || DEFAULT_MAP_ATTRIBUTION }
}

const TILES = tileSettings(process.env.NEXT_PUBLIC_MAP_TILE_URL, process.env.NEXT_PUBLIC_MAP_ATTRIBUTION)

export const MAP_TILE_URL = TILES.url
export const MAP_ATTRIBUTION = TILES.attribution
