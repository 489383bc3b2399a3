import { memo } from 'react'

import { Link } from '@/components/ui/Link'

import type { MapGroup } from '@/lib/map/list'
import type { MapMarker } from '@/components/map/types'
import styles from './MapList.module.css'

type Props = {
  groups: readonly MapGroup<MapMarker>[]
  /** Shows an object on the map and opens its popup; absent until the map can do it. */
  onShow?: (key: string) => void
}

/**
 * Every object on the switched-on layers as plain links, grouped by kind: the map for keyboard and
 * screen-reader users, and for everyone when the map or its tiles do not load. Rendered on the server.
 * Memoised: the map page changes state often (tiles, selection, view) and the list seldom.
 */
export const MapList = memo(function MapList({ groups, onShow }: Props) {
  if (groups.length === 0) {
    return <p className={styles.empty}>Все слои выключены. Включите хотя бы один, чтобы увидеть объекты.</p>
  }
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`map-group-${group.kind}`} className={styles.group}>
          <h3 id={`map-group-${group.kind}`} className={styles.heading}>
            {group.label} <span className={styles.count}>({group.items.length})</span>
          </h3>
          <ul className={styles.items} role="list">
            {group.items.map((item) => (
              <li key={item.key} className={styles.item}>
                <span className={styles.text}>
                  {item.href ? (
                    <Link href={item.href} className={styles.title}>
                      {item.title}
                    </Link>
                  ) : (
                    <span className={styles.title}>{item.title}</span>
                  )}
                  {item.subtitle ? <span className={styles.subtitle}>{item.subtitle}</span> : null}
                </span>
                {onShow ? (
                  <button
                    type="button"
                    className={styles.show}
                    aria-label={`Показать на карте: ${item.title}`}
                    onClick={() => onShow(item.key)}
                  >
                    На карте
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
})
