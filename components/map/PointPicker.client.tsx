import 'leaflet/dist/leaflet.css'

import { useEffect } from 'react'
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet'

import { placeIcon } from './icons'
import styles from './PointPicker.module.css'
import type { PointPickerProps } from './types'
import { MAP_MAX_ZOOM } from '@/lib/map/config'
import { BaseTiles } from './BaseTiles.client'
import { useTileStatus } from './useTileStatus'

/** Close enough to put a point on the right side of a street. */
const PICK_ZOOM = 16
const OVERVIEW_ZOOM = 13

/**
 * Keys that put the point at the map's centre, the crosshair's spot, when the map has focus: what a
 * tap does for a pointer, for the keyboard (WCAG 2.1.1, and 2.5.7's alternative to dragging the
 * marker). The arrow keys and +/- already move and zoom the map (Leaflet's keyboard handler).
 */
const PLACE_KEYS = new Set(['Enter', ' '])

function Picking({ point, onChange }: Pick<PointPickerProps, 'point' | 'onChange'>) {
  const map = useMap()
  useMapEvents({
    click: (event) => onChange({ lat: event.latlng.lat, lon: event.latlng.lng }),
    keydown: (event) => {
      const key = (event.originalEvent as KeyboardEvent).key
      // Only the map itself: Enter on a control inside it (a zoom button) does that control's work.
      if (!PLACE_KEYS.has(key) || event.originalEvent.target !== map.getContainer()) return
      event.originalEvent.preventDefault()
      const centre = map.getCenter()
      onChange({ lat: centre.lat, lon: centre.lng })
    },
  })
  // A point chosen outside the map ("Где я", a restored draft) is brought into view.
  useEffect(() => {
    if (point) map.setView([point.lat, point.lon], Math.max(map.getZoom(), PICK_ZOOM))
  }, [map, point])
  if (!point) return null
  return (
    <Marker
      position={[point.lat, point.lon]}
      icon={placeIcon()}
      draggable
      eventHandlers={{
        dragend: (event) => {
          const { lat, lng } = (event.target as { getLatLng: () => { lat: number; lng: number } }).getLatLng()
          onChange({ lat, lon: lng })
        },
      }}
    />
  )
}

/**
 * The place of an appeal: tap the map (or drag the marker) where the problem is; from the keyboard,
 * move the map with the arrows and press Enter to put the point under the crosshair in its centre.
 */
export default function PointPicker({ point, center, onChange, label, onTilesFailedChange }: PointPickerProps) {
  const tileEvents = useTileStatus(onTilesFailedChange)
  const start = point ?? center
  return (
    <div className={styles.frame} role="application" aria-label={label}>
      <MapContainer
        maxZoom={MAP_MAX_ZOOM}
        center={[start.lat, start.lon]}
        zoom={point ? PICK_ZOOM : OVERVIEW_ZOOM}
        className={styles.map}
        scrollWheelZoom={false}
      >
        <BaseTiles eventHandlers={tileEvents} />
        <Picking point={point} onChange={onChange} />
      </MapContainer>
    </div>
  )
}
