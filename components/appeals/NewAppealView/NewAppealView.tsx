import { useRouter } from 'next/router'

import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import { crumbsFor } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { AppealForm } from '@/components/appeals/AppealForm/AppealForm'
import { APPEALS_HREF, appealHref } from '@/components/appeals/AppealsView/AppealsView'
import styles from '@/components/appeals/appeals.module.css'

const TITLE = 'Новое обращение'

export type NewAppealViewProps = SessionProps

/** Issue 12: a new appeal to the care service; once filed, the resident lands on it. */
export function NewAppealView(_props: NewAppealViewProps) {
  const router = useRouter()
  return (
    <CabinetApolloProvider>
      <div className={styles.page}>
        <PageMeta title={TITLE} noindex />
        <Breadcrumbs items={[...crumbsFor(APPEALS_HREF), { label: TITLE }]} />
        <h1 className={styles.title}>{TITLE}</h1>
        <p className={styles.lead}>
          Опишите проблему и отметьте место на карте или укажите адрес. Ответ придёт в течение 8 рабочих дней.
        </p>
        <AppealForm onFiled={(id) => void router.push(appealHref(id))} />
      </div>
    </CabinetApolloProvider>
  )
}
