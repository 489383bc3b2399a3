import { PERMIT_DECISION_WORKING_DAYS } from '@anapa/shared/statements/decisionDate'
import type { PermitSentRouteQueryQuery as PermitSentRouteData } from '@/lib/__generated__/gql/graphql'
import { formatDateTime } from '@/lib/format/date'
import { crumbsFor, MY_TRANSPORT_HREF, PERMIT_APPLICATIONS_HREF } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { Link } from '@/components/ui/Link'
import styles from './ApplicationSent.module.css'

export type ApplicationSentProps = SessionProps & { data: PermitSentRouteData }

const TITLE = 'Заявление отправлено'

/** The page after «Отправить заявление»: the number, when to expect the decision, what happens next. */
export function ApplicationSent({ data }: ApplicationSentProps) {
  const a = data.residentPermitApplication
  const awaited = Boolean(a.decisionDue)
  return (
    <div className={styles.page}>
      <PageMeta title={`${TITLE} ${a.code}`} noindex />
      <Breadcrumbs items={[...crumbsFor(PERMIT_APPLICATIONS_HREF), { label: TITLE }]} />
      <section className={styles.card} aria-labelledby="sent-title">
        <h1 id="sent-title" className={styles.title}>
          {TITLE}
        </h1>
        <dl className={styles.facts}>
          <dt>Номер заявления</dt>
          <dd className={styles.number}>{a.code}</dd>
          <dt>Автомобиль</dt>
          <dd>
            {a.plateDisplay}
            {a.carName ? `, ${a.carName}` : ''}
          </dd>
          {a.submittedAt && (
            <>
              <dt>Отправлено</dt>
              <dd>{formatDateTime(a.submittedAt)}</dd>
            </>
          )}
          {awaited ? (
            <>
              <dt>Решение ожидается до</dt>
              <dd className={styles.due}>{a.decisionDue}</dd>
            </>
          ) : (
            <>
              <dt>Статус</dt>
              <dd>{a.statusLabel}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="sent-next">
        <h2 id="sent-next" className={styles.subtitle}>
          Что дальше
        </h2>
        <ol className={styles.next}>
          <li>
            Специалисты проверят данные и сканы документов: на это отводится {PERMIT_DECISION_WORKING_DAYS} рабочих дней
            со дня отправки.
          </li>
          <li>
            О решении придёт уведомление: оно появится под колокольчиком на сайте и придёт в браузер, если вы включили
            уведомления.
          </li>
          <li>
            Статус и историю заявления смотрите в разделе <Link href={PERMIT_APPLICATIONS_HREF}>«Заявки»</Link>. Если
            понадобится исправление, там же будет причина отказа — тогда подайте новое заявление.
          </li>
          <li>
            После одобрения разрешение появится у автомобиля в разделе{' '}
            <Link href={MY_TRANSPORT_HREF}>«Мой транспорт»</Link>.
          </li>
        </ol>
      </section>
      <p className={styles.links}>
        <Link href={PERMIT_APPLICATIONS_HREF}>Вернуться к заявкам</Link>
        <Link href={MY_TRANSPORT_HREF}>Мой транспорт</Link>
      </p>
    </div>
  )
}
