import { useQuery } from '@apollo/client/react'
import { useRouter } from 'next/router'
import { Link } from '@/components/ui/Link'
import { useEffect, useState } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'
import { loadDraft, type PermitDraft } from '@/lib/permits/draft'
import { resumeDraft } from '@/lib/permits/resume'
import { crumbsFor, MY_TRANSPORT_HREF, PERMIT_APPLICATIONS_HREF, permitSentHref } from '@/lib/routes'
import type { SessionProps, SessionUser } from '@/components/session'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { Button } from '@/components/ui/Button'
import { ApplicationItem } from '@/components/permits/ApplicationItem/ApplicationItem'
import { DraftItem } from '@/components/permits/ApplicationItem/DraftItem'
import { ApplicationWizard } from '@/components/permits/ApplicationWizard/ApplicationWizard'
import styles from './ApplicationsView.module.css'

export const ResidentApplicationsRouteQuery = graphql(`
  query ResidentApplicationsRouteQuery {
    residentPermitApplications {
      ...ApplicationItem_application
    }
    cars {
      ...CarItem_car
    }
  }
`)

const TITLE = 'Заявки'

export type ApplicationsViewProps = SessionProps

/** The section under an Apollo client of the caller's (the view's own, or a test's). */
export function Applications({ me = null }: { me?: SessionUser | null } = {}) {
  const router = useRouter()
  const { data, loading, error, refetch } = useQuery(ResidentApplicationsRouteQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  })
  // null until the resident opens or closes the wizard.
  const [chosen, setWizard] = useState<{ draft: PermitDraft | null } | 'closed' | null>(null)
  // A reload in the middle of an application goes back to it, with everything typed. The data only
  // ever arrives in the browser, so reading the tab's storage here never differs from the server's HTML.
  const tabDraft = chosen === null && data ? loadDraft() : null
  // Only while the server still has it as a draft: sent or deleted in another browser, it is done.
  const resumed = data?.residentPermitApplications.some((a) => a.code === tabDraft?.code && a.status === 'draft')
    ? tabDraft
    : null
  const wizard = chosen === 'closed' ? null : (chosen ?? (resumed ? { draft: resumed } : null))

  useEffect(() => {
    if (error) notify.serverError(readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE)
  }, [error])

  const applications = data?.residentPermitApplications
  const cars = data?.cars ?? []
  const submitted = applications?.filter((a) => a.status !== 'draft') ?? []
  // Drafts saved on the server, from this browser or another: continued where they stopped. Not
  // while the wizard is open: the draft being typed is the one above, and the others wait for «Закрыть».
  const drafts = wizard ? [] : (applications?.filter((a) => a.status === 'draft') ?? [])

  let list
  if (!applications && loading) {
    list = (
      <p role="status" className={styles.muted}>
        Загружаем заявки…
      </p>
    )
  } else if (!applications) {
    list = (
      <div role="alert" className={styles.box}>
        <p>Не удалось загрузить заявки.</p>
        <Button theme="secondary" onClick={() => void refetch().catch(() => undefined)}>
          Повторить
        </Button>
      </div>
    )
  } else if (submitted.length === 0 && drafts.length === 0) {
    list = <p className={styles.muted}>Вы ещё не подавали заявок.</p>
  } else {
    list = (
      <ul role="list" aria-label="Ваши заявки" className={styles.list}>
        {drafts.map((application) => (
          <DraftItem
            key={application.id}
            application={application}
            onContinue={() => setWizard({ draft: resumeDraft(application) })}
          />
        ))}
        {submitted.map((application) => (
          <ApplicationItem key={application.id} application={application} />
        ))}
      </ul>
    )
  }

  return (
    <div className={styles.page}>
      <PageMeta title={TITLE} noindex />
      <Breadcrumbs
        items={[...crumbsFor(PERMIT_APPLICATIONS_HREF).filter((c) => c.label !== TITLE), { label: TITLE }]}
      />
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.lead}>
        Заявки на резидентское разрешение для автомобиля. Автомобили — в разделе{' '}
        <Link href={MY_TRANSPORT_HREF}>«Мой транспорт»</Link>.
      </p>
      {wizard ? (
        data && (
          <ApplicationWizard
            cars={cars}
            applications={applications ?? []}
            initialDraft={wizard.draft}
            profile={me}
            onClose={() => setWizard('closed')}
            onSubmitted={(code) => void router.push(permitSentHref(code))}
          />
        )
      ) : (
        <Button size="lg" className={styles.apply} onClick={() => setWizard({ draft: loadDraft() })} disabled={!data}>
          Подать заявку
        </Button>
      )}
      <section aria-labelledby="applications-list">
        <h2 id="applications-list">Мои заявки</h2>
        {list}
      </section>
    </div>
  )
}

/**
 * docs/spec.md#2-screens-and-routes "Заявки": the resident's permit applications and the application
 * itself.
 */
export function ApplicationsView({ me }: ApplicationsViewProps) {
  return (
    <CabinetApolloProvider>
      <Applications me={me} />
    </CabinetApolloProvider>
  )
}
