import 'leaflet/dist/leaflet.css'
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css'

import { MapContainer, Marker, Popup } from 'react-leaflet'
import MarkerClusterGroup from 'react-leaflet-cluster'

import { DEFAULT_MAP_CENTER, DEFAULT_ZOOM, MAP_MAX_ZOOM } from '@/lib/map/config'
import { Link } from '@/components/ui/Link'
import { BaseTiles } from './BaseTiles.client'
import { TabOnlyVisibleMarkers } from './TabOnlyVisibleMarkers.client'
import styles from './CityMap.module.css'
import { clusterIcon, placeIcon } from './icons'
import type { AppealsMapProps } from './types'
import { useTileStatus } from './useTileStatus'

/** Room around the outermost appeals, so no marker sits on the map's edge. */
const BOUNDS_PADDING: [number, number] = [24, 24]

/** Close enough to read the streets around a lone appeal. */
const ONE_APPEAL_ZOOM = 15

/**
 * The public appeals on a map (loaded only through components/map/index.ts): one marker per appeal
 * with a point, close ones clustered, each a button Leaflet reaches by Tab, whose popup names the topic and status and
 * links to the appeal's page. The list beside it holds the same appeals for anyone who does not
 * use the map.
 */
export default function AppealsMap({ points, onReady, onTilesFailedChange }: AppealsMapProps) {
  const tileEvents = useTileStatus(onTilesFailedChange)
  const only = points.length === 1 ? points[0]!.point : null
  // Several appeals: all of them in view; one: close up around it; none: the city's default view.
  const view =
    points.length > 1
      ? {
          bounds: points.map((p): [number, number] => [p.point.lat, p.point.lon]),
          boundsOptions: { padding: BOUNDS_PADDING },
        }
      : only
        ? { center: [only.lat, only.lon] as [number, number], zoom: ONE_APPEAL_ZOOM }
        : { center: [DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lon] as [number, number], zoom: DEFAULT_ZOOM }
  return (
    <MapContainer maxZoom={MAP_MAX_ZOOM} {...view} className={styles.map} whenReady={onReady}>
      <BaseTiles eventHandlers={tileEvents} />
      <TabOnlyVisibleMarkers />
      {/* Appeals about one spot (a pothole several residents reported) gather into one named cluster,
          spread out when zoomed in all the way, so no marker lies under another. */}
      <MarkerClusterGroup
        showCoverageOnHover={false}
        maxClusterRadius={40}
        spiderfyOnMaxZoom
        iconCreateFunction={clusterIcon}
      >
        {points.map((p) => (
          <Marker key={p.key} position={[p.point.lat, p.point.lon]} icon={placeIcon()} title={p.title} alt={p.title}>
            <Popup>
              <div className={styles.card}>
                <p className={styles.cardKind}>{p.subtitle}</p>
                <h2 className={styles.cardTitle}>{p.title}</h2>
                <Link href={p.href} className={styles.cardLink}>
                  Подробнее
                </Link>
              </div>
            </Popup>
          </Marker>
        ))}
      </MarkerClusterGroup>
    </MapContainer>
  )
}
