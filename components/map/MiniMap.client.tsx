import 'leaflet/dist/leaflet.css'

import { MapContainer, Marker, Polyline } from 'react-leaflet'

import { placeIcon, ROUTE_LINE_COLOR } from './icons'
import styles from './MiniMap.module.css'
import type { MiniMapProps } from './types'
import { MAP_MAX_ZOOM } from '@/lib/map/config'
import { BaseTiles } from './BaseTiles.client'
import { useTileStatus } from './useTileStatus'

/** Close enough to read the streets around one place. */
const PLACE_ZOOM = 15

/**
 * A detail page's small map: a picture of where the place is (or the route's line), not a tool.
 * Nothing moves it: no dragging, zooming or keyboard; the "Показать на карте" link leads to the real map.
 */
export default function MiniMap({ point, track, onReady, onTilesFailedChange }: MiniMapProps) {
  const tileEvents = useTileStatus(onTilesFailedChange)
  const line = track && track.length > 1 ? track.map((p) => [p.lat, p.lon] as [number, number]) : null
  const view = line
    ? { bounds: line, boundsOptions: { padding: [20, 20] as [number, number] } }
    : { center: [point.lat, point.lon] as [number, number], zoom: PLACE_ZOOM }
  return (
    <MapContainer
      maxZoom={MAP_MAX_ZOOM}
      {...view}
      className={styles.map}
      dragging={false}
      touchZoom={false}
      doubleClickZoom={false}
      scrollWheelZoom={false}
      boxZoom={false}
      keyboard={false}
      zoomControl={false}
      whenReady={onReady}
    >
      <BaseTiles eventHandlers={tileEvents} />
      {line ? (
        <Polyline
          positions={line}
          interactive={false}
          pathOptions={{ color: ROUTE_LINE_COLOR, weight: 5, opacity: 0.8 }}
        />
      ) : null}
      <Marker position={[point.lat, point.lon]} icon={placeIcon()} interactive={false} keyboard={false} />
    </MapContainer>
  )
}
