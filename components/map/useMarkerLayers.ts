import L from 'leaflet'
import { useEffect, useState, type RefObject } from 'react'

import { kindIcon } from './icons'
import type { MapMarker } from './types'

/** The marker whose popup is open, and the element its card is rendered into. */
export type OpenPopup = { marker: MapMarker; element: HTMLElement; popup: L.Popup }

/**
 * The object markers, created with Leaflet directly and handed to the cluster group in one
 * `addLayers` call. As react-leaflet components every marker and its popup was a pair
 * of React elements with their own effects, and committing fifty of them was the map page's
 * longest task on a phone. Popups get their card from React only while open (`OpenPopup`).
 */
export function useMarkerLayers(
  group: L.MarkerClusterGroup | null,
  markers: readonly MapMarker[],
  layersByKey: RefObject<Map<string, L.Marker>>,
) {
  const [open, setOpen] = useState<OpenPopup | null>(null)

  useEffect(() => {
    if (!group) return
    const byKey = layersByKey.current
    const layers = markers.map((marker) => {
      const layer = L.marker([marker.point.lat, marker.point.lon], {
        icon: kindIcon(marker.kind, marker.flag),
        title: marker.title,
      })
      const element = document.createElement('div')
      layer.bindPopup(element)
      layer.on('popupopen', (event) => setOpen({ marker, element, popup: event.popup }))
      layer.on('popupclose', () => setOpen((current) => (current?.element === element ? null : current)))
      byKey.set(marker.key, layer)
      return layer
    })
    group.addLayers(layers)
    return () => {
      group.removeLayers(layers)
      for (const marker of markers) byKey.delete(marker.key)
    }
  }, [group, markers, layersByKey])

  // Leaflet sized the popup while its element was still empty: size and pan it again with the card in.
  useEffect(() => {
    open?.popup.update()
  }, [open])

  return open
}
