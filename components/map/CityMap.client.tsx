import 'leaflet/dist/leaflet.css'
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css'

import type L from 'leaflet'
import type { Map as LeafletMap, Marker as LeafletMarker } from 'leaflet'
import { useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { MapContainer, Marker, Polyline, Popup, ZoomControl } from 'react-leaflet'
import MarkerClusterGroup from 'react-leaflet-cluster'

import { DEFAULT_MAP_CENTER, DEFAULT_ZOOM, FOCUS_ZOOM, MAP_MAX_ZOOM } from '@/lib/map/config'
import styles from './CityMap.module.css'
import { clusterIcon, focusIcon, ROUTE_LINE_COLOR } from './icons'
import { PopupCard } from './PopupCard'
import type { CityMapProps, MapSelection } from './types'
import { useMarkerLayers } from './useMarkerLayers'
import { BaseTiles } from './BaseTiles.client'
import { TabOnlyVisibleMarkers } from './TabOnlyVisibleMarkers.client'
import { useTileStatus } from './useTileStatus'

/**
 * False for the first render, true from a task after it. Mounting the map and all its layers was one
 * commit of about 120 ms on a phone slowed 4× (Leaflet builds the map, measures it, lays the tiles,
 * the cluster group and the route lines at once), the map page's longest task after hydration.
 * Split in two, the map with its tiles comes first and the objects follow, so neither half
 * blocks a tap for long (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests).
 */
function useNextTask() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0)
    return () => clearTimeout(timer)
  }, [])
  return ready
}

/**
 * The city map (loaded only through components/map/index.ts). Markers cluster; routes are lines with
 * a marker at their start. Tile failures are reported, never thrown: markers, clusters and popups
 * work on a blank background just as well.
 */
export default function CityMap({ markers, focus, selection, onTilesFailedChange }: CityMapProps) {
  const mapRef = useRef<LeafletMap | null>(null)
  // State, not a ref: the group exists only once MapContainer has rendered its children.
  const [clusterGroup, setClusterGroup] = useState<L.MarkerClusterGroup | null>(null)
  const markerRefs = useRef(new Map<string, LeafletMarker>())
  const containerRef = useRef<HTMLDivElement | null>(null)
  const tileEvents = useTileStatus(onTilesFailedChange)
  const { open: openPopup, placed } = useMarkerLayers(clusterGroup, markers, markerRefs)
  // The selection last shown: a chosen object is shown once, not again when the markers are placed anew.
  const shownSelection = useRef<MapSelection | null>(null)

  // The first view: a linked point up close, else the default centre of
  // docs/spec.md#9-business-constants-and-limits. Later changes move the map.
  const [initial] = useState(() =>
    focus ? { center: focus.point, zoom: FOCUS_ZOOM } : { center: DEFAULT_MAP_CENTER, zoom: DEFAULT_ZOOM },
  )

  useEffect(() => {
    const map = mapRef.current
    if (!map || !focus) return
    map.setView([focus.point.lat, focus.point.lon], Math.max(map.getZoom(), FOCUS_ZOOM))
  }, [focus])

  // Markers reach the group in slices over several tasks (useMarkerLayers): a chosen one is looked
  // for once they are all in.
  useEffect(() => {
    const map = mapRef.current
    const group = clusterGroup
    if (!map || !group || !selection || !placed || shownSelection.current === selection) return
    shownSelection.current = selection
    // The map may just have been revealed (the list/map toggle), and measured at 0×0 while hidden.
    map.invalidateSize()
    const marker = markerRefs.current.get(selection.key)
    if (marker && group.hasLayer(marker)) group.zoomToShowLayer(marker, () => marker.openPopup())
  }, [selection, clusterGroup, placed])

  // Leaflet keeps its size until told; the panel changes size with the window and the view toggle.
  useEffect(() => {
    const element = containerRef.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => mapRef.current?.invalidateSize())
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const routes = useMemo(() => markers.filter((m) => m.track), [markers])
  const layersReady = useNextTask()

  return (
    <div ref={containerRef} className={styles.frame}>
      <MapContainer
        maxZoom={MAP_MAX_ZOOM}
        ref={mapRef}
        center={[initial.center.lat, initial.center.lon]}
        zoom={initial.zoom}
        zoomControl={false}
        className={styles.map}
      >
        <ZoomControl position="topright" zoomInTitle="Приблизить" zoomOutTitle="Отдалить" />
        <BaseTiles eventHandlers={tileEvents} />
        {/* The map and its tiles first, the objects a task later: see useNextTask. */}
        {layersReady ? <TabOnlyVisibleMarkers /> : null}
        {(layersReady ? routes : []).map((route) => (
          <Polyline
            key={`line-${route.key}`}
            positions={route.track!.map((p) => [p.lat, p.lon] as [number, number])}
            pathOptions={{ color: ROUTE_LINE_COLOR, weight: 5, opacity: 0.75 }}
          >
            <Popup>
              <PopupCard marker={route} />
            </Popup>
          </Polyline>
        ))}
        {layersReady ? (
          <MarkerClusterGroup
            ref={setClusterGroup}
            chunkedLoading
            showCoverageOnHover={false}
            maxClusterRadius={48}
            spiderfyOnMaxZoom
            iconCreateFunction={clusterIcon}
          >
            {null}
          </MarkerClusterGroup>
        ) : null}
        {focus ? (
          <Marker
            position={[focus.point.lat, focus.point.lon]}
            icon={focusIcon(focus.kind)}
            title={focus.label}
            zIndexOffset={1000}
            interactive={false}
            keyboard={false}
          />
        ) : null}
      </MapContainer>
      {openPopup ? createPortal(<PopupCard marker={openPopup.marker} />, openPopup.element) : null}
    </div>
  )
}
