import { useEffect, useRef, useState } from 'react'

import type { LatLon } from '@/lib/map/config'
import { MiniMap } from '..'
import styles from './LazyMiniMap.module.css'

type Props = {
  point: LatLon
  track?: readonly LatLon[] | null
  /** What the picture shows, for screen readers: e.g. 'Джемете на карте'. */
  label: string
}

/** Start loading a little before the map scrolls into view, so it is there when the reader arrives. */
const NEAR_MARGIN = '300px 0px'

/**
 * A small map that costs nothing until it is near the viewport: a fixed-size frame is rendered
 * straight away (nothing shifts when the map arrives), Leaflet and the tiles load only when the
 * frame comes near. aria-busy tells assistive technology, and tests, when the map is there.
 */
export function LazyMiniMap({ point, track, label }: Props) {
  const frame = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  const [ready, setReady] = useState(false)
  const [tilesFailed, setTilesFailed] = useState(false)

  useEffect(() => {
    const element = frame.current
    if (!element || near) return
    // Every browser we support has it; elsewhere (jsdom, very old browsers) the frame and the link stay.
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: NEAR_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  return (
    <figure className={styles.figure}>
      <div ref={frame} className={styles.frame} role="img" aria-label={label} aria-busy={!ready}>
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
