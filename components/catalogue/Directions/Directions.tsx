import { useId } from 'react'

import type { LatLon } from '@/lib/map/config'
import { directionsLinks } from '@/lib/map/directions'
import styles from './Directions.module.css'

/** "Как добраться": the point in Яндекс Карты or 2ГИС, each in a new tab (plain links, nothing loaded). */
export function Directions({ point }: { point: LatLon }) {
  const titleId = useId()
  const links = directionsLinks(point)
  if (links.length === 0) return null
  return (
    <div className={styles.directions}>
      <h3 id={titleId} className={styles.title}>
        Как добраться
      </h3>
      <ul className={styles.list} aria-labelledby={titleId}>
        {links.map((link) => (
          <li key={link.service}>
            {/* noopener noreferrer: the map services get neither window.opener nor our URL. */}
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {link.label}
              <span className="visually-hidden"> (откроется в новой вкладке)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
