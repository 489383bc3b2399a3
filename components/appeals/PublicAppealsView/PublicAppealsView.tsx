import { useRouter } from 'next/router'
import { useMemo, useRef, useState } from 'react'

import { newAppealHref, PUBLIC_APPEALS_PATH, publicAppealPath } from '@anapa/shared/appeals/paths'
import {
  filtersQuery,
  matchesFilters,
  NO_FILTERS,
  parseFilters,
  STATUS_FILTER_OPTIONS,
  topicsOf,
  type PublicAppealFilters,
  type StatusFilter,
} from '@/lib/appeals/publicFilters'
import { formatDate } from '@/lib/format/date'
import { useNearViewport } from '@/lib/hooks/useNearViewport'
import { crumbsFor } from '@/lib/routes'
import type { PublicAppealsProps } from '@/lib/appeals/publicAppealProps'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { AppealsMap, type AppealPoint } from '@/components/map'
import { PageMeta } from '@/components/seo/PageMeta'
import { Button } from '@/components/ui/Button'
import { Link } from '@/components/ui/Link'
import { AUTHOR_NOT_SHOWN } from '@/components/appeals/PublicAppealView/PublicAppealView'
import appealStyles from '@/components/appeals/appeals.module.css'
import fieldStyles from '@/components/ui/Field/Field.module.css'
import mapFrame from '@/components/map/LazyMiniMap/LazyMiniMap.module.css'
import styles from './PublicAppealsView.module.css'

const TITLE = 'Обращения жителей'

type Appeal = PublicAppealsProps['appeals'][number]

/** The appeals on the map: the ones with a point, named by topic and number. */
const pointsOf = (appeals: readonly Appeal[]): AppealPoint[] =>
  appeals.flatMap((a) =>
    a.location
      ? [
          {
            key: a.number,
            point: a.location,
            title: `${a.topic.name}, ${a.number}`,
            subtitle: a.statusLabel,
            href: publicAppealPath(a.number),
          },
        ]
      : [],
  )

/** The map of the listed appeals: a fixed frame at once, Leaflet and the tiles only when it comes near. */
function AppealsMapFrame({ points }: { points: readonly AppealPoint[] }) {
  const frame = useRef<HTMLDivElement>(null)
  const near = useNearViewport(frame)
  const [tilesFailed, setTilesFailed] = useState(false)
  return (
    <section aria-labelledby="public-appeals-map" className={styles.map}>
      <h2 id="public-appeals-map" className="visually-hidden">
        Обращения на карте
      </h2>
      <div ref={frame} className={`${mapFrame.frame} ${styles.frame}`}>
        {near ? <AppealsMap points={points} onTilesFailedChange={setTilesFailed} /> : null}
      </div>
      <p role="status" className={tilesFailed ? mapFrame.note : 'visually-hidden'}>
        {tilesFailed ? 'Карта-подложка не загрузилась' : ''}
      </p>
    </section>
  )
}

/**
 * The public appeals (docs/decisions/0051-public-appeals-and-open311.md): the newest ones a resident
 * made public, on a map and as a list, filtered by topic and status. The list is the map's equal:
 * everything the map shows, the list says in words.
 */
export function PublicAppealsView({ appeals, total }: PublicAppealsProps) {
  const router = useRouter()
  // The page is pre-rendered without a query: the address's filters apply once the router has it.
  const fromAddress = router.isReady ? parseFilters(router.query) : NO_FILTERS
  // The visitor's last choice, ahead of the address: router.replace lands later, and a second choice
  // made before it must build on the first, not on the address that does not have it yet.
  const [chosen, setChosen] = useState<PublicAppealFilters | null>(null)
  const filters = chosen ?? fromAddress
  const topics = useMemo(() => topicsOf(appeals), [appeals])
  const shown = useMemo(() => appeals.filter((a) => matchesFilters(a, filters)), [appeals, filters])
  const filtered = filters.topic !== null || filters.status !== null

  const setFilters = (next: PublicAppealFilters) => {
    setChosen(next)
    void router.replace({ pathname: PUBLIC_APPEALS_PATH, query: filtersQuery(next) }, undefined, {
      shallow: true,
      scroll: false,
    })
  }

  return (
    <div className={styles.page}>
      <PageMeta
        title={TITLE}
        description="Проблемы города, о которых сообщили жители Анапы, и что с ними делает служба заботы."
        path={PUBLIC_APPEALS_PATH}
      />
      <Breadcrumbs items={crumbsFor(PUBLIC_APPEALS_PATH)} />
      <h1 className={appealStyles.title}>{TITLE}</h1>
      <p className={appealStyles.lead}>
        Проблемы города, о которых сообщили жители, и что с ними делает служба заботы. {AUTHOR_NOT_SHOWN}
      </p>
      <Button href={newAppealHref()} size="lg" className={appealStyles.action}>
        Сообщить о проблеме
      </Button>

      {appeals.length === 0 ? (
        <p className={appealStyles.muted}>Публичных обращений пока нет.</p>
      ) : (
        <>
          <form className={styles.filters} aria-label="Фильтры обращений" onSubmit={(e) => e.preventDefault()}>
            <div className={fieldStyles.field}>
              <label htmlFor="public-appeals-topic" className={fieldStyles.label}>
                Тема
              </label>
              <select
                id="public-appeals-topic"
                className={fieldStyles.input}
                value={filters.topic ?? ''}
                onChange={(e) => setFilters({ ...filters, topic: e.currentTarget.value || null })}
              >
                <option value="">Все темы</option>
                {topics.map((topic) => (
                  <option key={topic.id} value={topic.id}>
                    {topic.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={fieldStyles.field}>
              <label htmlFor="public-appeals-status" className={fieldStyles.label}>
                Статус
              </label>
              <select
                id="public-appeals-status"
                className={fieldStyles.input}
                value={filters.status ?? ''}
                onChange={(e) =>
                  setFilters({ ...filters, status: (e.currentTarget.value || null) as StatusFilter | null })
                }
              >
                <option value="">Все статусы</option>
                {STATUS_FILTER_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            {filtered && (
              <Button theme="secondary" onClick={() => setFilters(NO_FILTERS)}>
                Сбросить фильтры
              </Button>
            )}
          </form>
          <p role="status" className={appealStyles.muted}>
            {filtered ? `Найдено: ${shown.length} из ${appeals.length}` : `Обращений: ${appeals.length}`}
          </p>

          <AppealsMapFrame points={pointsOf(shown)} />

          {shown.length === 0 ? (
            <p className={appealStyles.muted}>По этим условиям обращений нет.</p>
          ) : (
            <ul role="list" aria-label="Обращения жителей" className={appealStyles.list}>
              {shown.map((a) => (
                <li key={a.number} className={appealStyles.card}>
                  <div className={appealStyles.head}>
                    <Link href={publicAppealPath(a.number)} className={appealStyles.number}>
                      {a.number}
                    </Link>
                    <span className={appealStyles.status} data-status={a.status}>
                      {a.statusLabel}
                    </span>
                  </div>
                  <p className={appealStyles.topic}>{a.topic.name}</p>
                  <p className={appealStyles.text}>{a.text}</p>
                  {a.address ? <p className={appealStyles.muted}>{a.address}</p> : null}
                  <p className={appealStyles.muted}>Отправлено {formatDate(a.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
          {total > appeals.length && (
            <p className={appealStyles.muted}>
              Показаны {appeals.length} последних обращений из {total}.
            </p>
          )}
        </>
      )}
    </div>
  )
}
