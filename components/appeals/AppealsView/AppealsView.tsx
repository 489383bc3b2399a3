import { useRouter } from 'next/router'
import { useCallback } from 'react'

import { PUBLIC_APPEALS_PATH } from '@anapa/shared/appeals/paths'
import { Link } from '@/components/ui/Link'

import type { AppealsRouteQueryQuery as AppealsRouteQuery } from '@/lib/__generated__/gql/graphql'
import { formatDate } from '@/lib/format/date'
import { crumbsFor } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { Button } from '@/components/ui/Button'
import { Pagination } from '@/components/ui/Pagination/Pagination'
import { AppealDraftItem } from '@/components/appeals/AppealDraftItem/AppealDraftItem'
import { AppealCardHead } from '@/components/appeals/AppealCardHead/AppealCardHead'
import { FollowedAppeals } from '@/components/appeals/FollowedAppeals/FollowedAppeals'
import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import { QueuedAppeals } from '@/components/offline/QueuedAppeals/QueuedAppeals'
import styles from '@/components/appeals/appeals.module.css'

export const APPEALS_HREF = '/moi-obrashcheniya'
export const NEW_APPEAL_HREF = '/moi-obrashcheniya/novoe-obrashchenie'
export const appealHref = (id: string) => `/moi-obrashcheniya/appeal-${id}`
/** The appeal's page right after it was filed, opening with the confirmation (lib/server/ssr/appeals.ts). */
export const appealSentHref = (id: string) => `${appealHref(id)}?otpravleno=1`

const TITLE = 'Мои обращения'

export type AppealsViewProps = SessionProps & { data: AppealsRouteQuery }

/** The resident's appeals to the care service, newest first, with status and topic. */
export function AppealsView({ data, me }: AppealsViewProps) {
  const router = useRouter()
  const { items, pageInfo } = data.appeals
  // An appeal sent from the device's queue is now the server's: the page asks for the list again.
  const reload = useCallback(() => void router.replace(router.asPath, undefined, { scroll: false }), [router])
  // Unsent appeals saved on the server, from this browser or another: listed above the sent ones.
  const drafts = data.appealDrafts
  return (
    <div className={styles.page}>
      <PageMeta title={TITLE} noindex />
      <Breadcrumbs items={[...crumbsFor(APPEALS_HREF).filter((c) => c.label !== TITLE), { label: TITLE }]} />
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.lead}>Сообщите о проблеме в городе: служба заботы ответит в течение 8 рабочих дней.</p>
      <p className={styles.lead}>
        <Link href={PUBLIC_APPEALS_PATH}>Обращения жителей на карте города</Link> — посмотрите, о чём уже сообщили.
      </p>
      <QueuedAppeals owner={me.id} onSent={reload} />
      {drafts.length > 0 && (
        <CabinetApolloProvider>
          <ul role="list" aria-label="Черновики обращений" className={styles.list}>
            {drafts.map((draft) => (
              <AppealDraftItem key={draft.requestId} draft={draft} />
            ))}
          </ul>
        </CabinetApolloProvider>
      )}
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>У вас пока нет обращений.</p>
          <Button href={NEW_APPEAL_HREF} size="lg">
            Написать первое обращение
          </Button>
        </div>
      ) : (
        <>
          <Button href={NEW_APPEAL_HREF} size="lg" className={styles.action}>
            Новое обращение
          </Button>
          <ul role="list" aria-label="Ваши обращения" className={styles.list}>
            {items.map((appeal) => (
              <li key={appeal.id} className={styles.card}>
                <AppealCardHead
                  href={appealHref(appeal.id)}
                  number={appeal.number}
                  status={appeal.status}
                  statusLabel={appeal.statusLabel}
                  topic={appeal.topic.name}
                  text={appeal.text}
                />
                <p className={styles.muted}>
                  Отправлено {formatDate(appeal.createdAt)} · ответ до {appeal.deadline}
                </p>
              </li>
            ))}
          </ul>
          <Pagination
            pageInfo={pageInfo}
            hrefFor={(page) => (page === 1 ? APPEALS_HREF : `${APPEALS_HREF}?page=${page}`)}
          />
        </>
      )}
      <CabinetApolloProvider>
        <FollowedAppeals appeals={data.followedAppeals} onChange={reload} />
      </CabinetApolloProvider>
    </div>
  )
}
