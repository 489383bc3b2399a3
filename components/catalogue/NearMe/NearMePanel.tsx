import { type ReactNode, useEffect, useState } from 'react'

import { CatalogueCard } from '@/components/catalogue/CatalogueCard/CatalogueCard'
import { Button } from '@/components/ui/Button'
import { formatDistance } from '@/lib/format/distance'
import { fetchNearby, type NearbyObject } from '@/lib/map/fetchNearby'
import { distanceOriginMessage, type LocateResult, locateUser } from '@/lib/map/locate'
import { sortByDistance, type WithDistance } from '@/lib/map/nearest'
import { mapObjectHref } from '@/lib/map/paths'
import type { NearMeKind } from '@/lib/catalogue/sections'
import styles from './NearMePanel.module.css'

export type NearMePanelProps = {
  kind: NearMeKind
  renderCards: (cards: ReactNode[]) => ReactNode
  /** The browser's geolocation; tests hand in a stand-in. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>
}

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; located: LocateResult; items: WithDistance<NearbyObject>[] }

/** What the section's objects are called in "nothing nearby" (the list's own empty texts talk about filters). */
const NOTHING: Record<NearMeKind, string> = {
  BEACH: 'Пляжей с отметкой на карте пока нет.',
  PLACE: 'Интересных мест с отметкой на карте пока нет.',
  URBAN: 'Объектов инфраструктуры с отметкой на карте пока нет.',
  ROUTE: 'Маршрутов с отметкой на карте пока нет.',
}

/** A route is measured to where it starts, the others to where they are. */
const distanceLine = (kind: NearMeKind, meters: number) => {
  const distance = formatDistance(meters)
  if (!distance) return null
  return kind === 'ROUTE' ? `${distance} до начала маршрута` : `${distance} от вас`
}

/**
 * The section's objects nearest first ("near me"): the position
 * (the default of docs/spec.md#9-business-constants-and-limits when the browser cannot or may not say) and every object
 * of the kind are fetched side by side, then sorted by great-circle distance. Loaded only after the visitor pressed
 * "Рядом со мной".
 */
export function NearMePanel({ kind, renderCards, geolocation }: NearMePanelProps) {
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    Promise.all([locateUser(geolocation), fetchNearby(kind, { signal: controller.signal })]).then(
      ([located, objects]) => {
        if (controller.signal.aborted) return
        setState({ status: 'ready', located, items: sortByDistance(objects, located.point) })
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      },
    )
    // Reset or a retry: an answer still on its way must not overwrite what replaced it.
    return () => controller.abort()
  }, [kind, geolocation, attempt])

  const retry = () => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }

  return (
    <section className={styles.panel} aria-labelledby="near-me-title" aria-busy={state.status === 'loading'}>
      <h2 id="near-me-title" className={styles.title}>
        Сначала ближайшие
      </h2>
      <div role="status" className={styles.status}>
        {state.status === 'loading' ? 'Определяем, где вы, и считаем расстояние…' : null}
        {state.status === 'ready' ? distanceOriginMessage(state.located) : null}
      </div>
      {state.status === 'failed' ? (
        <div role="alert" className={styles.problem}>
          <p>Не удалось загрузить список. Проверьте подключение и попробуйте ещё раз.</p>
          <Button shape="round" size="lg" theme="ghost" onClick={retry}>
            Повторить
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' && state.items.length === 0 ? <p className={styles.problem}>{NOTHING[kind]}</p> : null}
      {state.status === 'ready' && state.items.length > 0
        ? renderCards(
            state.items
              .map((item) => {
                const href = mapObjectHref(item)
                return href ? (
                  <CatalogueCard
                    key={`${item.kind}-${item.id}`}
                    href={href}
                    title={item.title}
                    image={item.image ?? null}
                    eyebrow={item.subtitle}
                    facts={[distanceLine(kind, item.distanceMeters)]}
                    // The same key the section's own cards give favourites: a slug for infrastructure, else the id.
                    favorite={{ entity: kind, slug: kind === 'URBAN' ? (item.slug ?? item.id) : item.id }}
                  />
                ) : null
              })
              .filter(Boolean),
          )
        : null}
    </section>
  )
}
