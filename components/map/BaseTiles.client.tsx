import { DomEvent, type LeafletEventHandlerFnMap } from 'leaflet'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { TileLayer, useMap } from 'react-leaflet'

import { Button } from '@/components/ui/Button'
import { useDataSaver } from '@/lib/dataSaver'
import { MAP_ATTRIBUTION, MAP_ATTRIBUTION_PREFIX, MAP_MAX_ZOOM, MAP_TILE_URL } from '@/lib/map/config'

/** The button that stands for the base map in low-data mode, in a corner of the map as Leaflet's controls are. */
function TilesOnRequest({ onAsk }: { onAsk: () => void }) {
  const control = useRef<HTMLDivElement>(null)
  // A tap on the button is not a tap on the map (the appeal form's map would put its point there).
  useEffect(() => {
    if (!control.current) return
    DomEvent.disableClickPropagation(control.current)
    DomEvent.disableScrollPropagation(control.current)
  }, [])
  return (
    <div className="leaflet-bottom leaflet-left">
      <div ref={control} className="leaflet-control">
        <Button size="sm" theme="secondary" onClick={onAsk}>
          Показать карту-подложку
        </Button>
      </div>
    </div>
  )
}

/**
 * The map's base layer (the tiles). In low-data mode (lib/dataSaver.ts) not a tile is fetched until
 * the visitor asks: the objects, the routes and the point are drawn on the bare map meanwhile.
 * Every map draws it, so it also sets the credits' prefix (lib/map/config.ts MAP_ATTRIBUTION_PREFIX),
 * before the first paint so Leaflet's own is never seen.
 */
export function BaseTiles({ eventHandlers }: { eventHandlers: LeafletEventHandlerFnMap }) {
  const map = useMap()
  const saving = useDataSaver()
  const [asked, setAsked] = useState(false)
  useLayoutEffect(() => {
    map.attributionControl?.setPrefix(MAP_ATTRIBUTION_PREFIX)
  }, [map])
  if (saving && !asked) return <TilesOnRequest onAsk={() => setAsked(true)} />
  return (
    <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} maxZoom={MAP_MAX_ZOOM} eventHandlers={eventHandlers} />
  )
}
