import { Link } from '@/components/ui/Link'

import { MAP_KIND_LABELS } from '@/lib/map/paths'
import { CmsImage } from '@/components/ui/CmsImage'
import styles from './CityMap.module.css'
import type { MapMarker } from './types'

/** A marker's popup: what it is, a line about it, and the way to its page. */
export function PopupCard({ marker }: { marker: MapMarker }) {
  return (
    <div className={styles.card}>
      {marker.image ? <CmsImage image={marker.image} sizes="240px" className={styles.cardImage} /> : null}
      <p className={styles.cardKind}>{MAP_KIND_LABELS[marker.kind]}</p>
      <h2 className={styles.cardTitle}>{marker.title}</h2>
      {marker.subtitle ? <p className={styles.cardSubtitle}>{marker.subtitle}</p> : null}
      {marker.href ? (
        <Link href={marker.href} className={styles.cardLink}>
          Подробнее
        </Link>
      ) : null}
    </div>
  )
}
