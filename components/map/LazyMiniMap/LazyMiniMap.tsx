import { useRef, useState } from 'react'

import { useNearViewport } from '@/lib/hooks/useNearViewport'
import type { LatLon } from '@/lib/map/config'
import { MiniMap } from '..'
import styles from './LazyMiniMap.module.css'

type Props = {
  point: LatLon
  track?: readonly LatLon[] | null
  /** What the picture shows, for screen readers: e.g. 'Джемете на карте'. */
  label: string
}

/**
 * A small map that costs nothing until it is near the viewport: a fixed-size frame is rendered
 * straight away (nothing shifts when the map arrives), Leaflet and the tiles load only when the
 * frame comes near. aria-busy tells assistive technology, and tests, when the map is there.
 */
export function LazyMiniMap({ point, track, label }: Props) {
  const frame = useRef<HTMLDivElement>(null)
  const near = useNearViewport(frame)
  const [ready, setReady] = useState(false)
  const [tilesFailed, setTilesFailed] = useState(false)

  return (
    // A named figure, not an image: the map's attribution links and the low-data mode's
    // «Показать карту-подложку» button inside would be hidden in an image (WCAG 4.1.2).
    <figure className={styles.figure} aria-label={label}>
      <div ref={frame} className={styles.frame} aria-busy={!ready}>
        {near ? (
          <MiniMap point={point} track={track} onReady={() => setReady(true)} onTilesFailedChange={setTilesFailed} />
        ) : null}
      </div>
      <figcaption role="status" className={tilesFailed ? styles.note : 'visually-hidden'}>
        {tilesFailed ? 'Карта-подложка не загрузилась' : ''}
      </figcaption>
    </figure>
  )
}
