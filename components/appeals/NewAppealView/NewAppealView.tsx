import { useRouter } from 'next/router'
import { useState } from 'react'

import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import { crumbsFor } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { AppealForm } from '@/components/appeals/AppealForm/AppealForm'
import { APPEALS_HREF, appealSentHref } from '@/components/appeals/AppealsView/AppealsView'
import { Button } from '@/components/ui/Button'
import { WILL_SEND_WHEN_ONLINE } from '@/lib/offline/outbox'
import type { NewAppealRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { AppealDraft } from '@/lib/appeals/draft'
import styles from '@/components/appeals/appeals.module.css'

const TITLE = 'Новое обращение'

export type NewAppealViewProps = SessionProps & {
  draft?: NewAppealRouteQueryQuery['appealDraft'] | null
  /** A topic chosen in advance by the link that led here (`?tema=`), for a form without a draft. */
  topicId?: string | null
}

/** A draft saved on the server, in the form's own shape. */
const toFormDraft = (d: NonNullable<NewAppealViewProps['draft']>): AppealDraft => ({
  request_id: d.requestId,
  topic_id: d.topicId,
  text: d.text,
  address: d.address,
  location: d.location ? { lat: d.location.lat, lon: d.location.lon } : null,
  photos: d.photos.map((p) => ({ id: p.id, name: p.name })),
  is_public: d.isPublic ?? null,
})

/**
 * A new appeal to the care service, or a draft saved on the server continued; once filed,
 * the resident lands on its page with the confirmation.
 */
export function NewAppealView({ draft = null, topicId = null }: NewAppealViewProps) {
  const router = useRouter()
  // Sent without a connection: kept on the device until there is one (lib/offline/outbox.ts).
  const [queued, setQueued] = useState(false)
  return (
    <CabinetApolloProvider>
      <div className={styles.page}>
        <PageMeta title={TITLE} noindex />
        <Breadcrumbs items={[...crumbsFor(APPEALS_HREF), { label: TITLE }]} />
        <h1 className={styles.title}>{TITLE}</h1>
        <p className={styles.lead}>
          Опишите проблему и отметьте место на карте или укажите адрес. Ответ придёт в течение 8 рабочих дней.
        </p>
        {queued ? (
          <div role="status" className={styles.empty}>
            <p>Обращение сохранено на этом устройстве. {WILL_SEND_WHEN_ONLINE}.</p>
            <Button href={APPEALS_HREF} size="lg">
              Мои обращения
            </Button>
          </div>
        ) : (
          <AppealForm
            savedDraft={draft ? toFormDraft(draft) : null}
            topicId={topicId}
            onFiled={(id) => void router.push(appealSentHref(id))}
            onQueued={() => setQueued(true)}
          />
        )}
      </div>
    </CabinetApolloProvider>
  )
}
