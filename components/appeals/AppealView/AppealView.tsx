import { useRouter } from 'next/router'

import { appealPath } from '@anapa/shared/appeals/paths'
import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import type { AppealRouteQueryQuery as AppealRouteQuery } from '@/lib/__generated__/gql/graphql'
import { formatDate, formatDateTime } from '@/lib/format/date'
import { crumbsFor } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { Link } from '@/components/ui/Link'
import { APPEALS_HREF } from '@/components/appeals/AppealsView/AppealsView'
import styles from '@/components/appeals/appeals.module.css'
import {
  AppealPhotosSection,
  AppealPlaceSection,
  AppealTimeline,
  StatusDetailText,
} from '@/components/appeals/AppealSections'
import { AppealVerdict } from '@/components/appeals/AppealVerdict/AppealVerdict'
import { AppealPhotos } from './AppealPhotos'

/** What a resident sees right after filing: the number, the answer date and what happens next. */
function AppealSent({ number, deadline }: { number: string; deadline: string }) {
  return (
    <section className={styles.sent} aria-labelledby="appeal-sent">
      <h2 id="appeal-sent">Обращение отправлено</h2>
      <dl>
        <dt>Номер обращения</dt>
        <dd>{number}</dd>
        <dt>Ответ придёт до</dt>
        <dd>{deadline}</dd>
      </dl>
      <ol>
        <li>Служба заботы рассмотрит обращение и передаст его ответственным.</li>
        <li>
          Когда статус изменится или придёт ответ, появится уведомление под колокольчиком на сайте, а если вы включили
          уведомления — и в браузере.
        </li>
        <li>Статус, историю и ответ смотрите здесь и в разделе «Мои обращения».</li>
      </ol>
      <p>
        <Link href={APPEALS_HREF}>Вернуться к обращениям</Link>
      </p>
    </section>
  )
}

/** Who sees the appeal (docs/decisions/0051-public-appeals-and-open311.md): the author's choice, said back. */
export const APPEAL_SEEN_BY_ALL = 'Видно всем — без вашего имени, телефона и e-mail'
export const APPEAL_SEEN_BY_YOU = 'Видно только вам и службе заботы'

type Original = { id: string; number: string; own: boolean }

/** The original of a duplicate is linked when it is the resident's own: another resident's would be the 404 page. */
const ownOriginal = (original: Original) => (original.own ? appealPath(original.id) : null)

export type AppealViewProps = SessionProps & {
  data: AppealRouteQuery
  /** Just filed (`?otpravleno=1`): the page opens with the confirmation. */
  sent?: boolean
}

/**
 * One appeal — its text, photos, place, the dated status timeline (each change with its note and the
 * status's detail), the deadline and the editors' answer with its photos.
 */
export function AppealView({ data, sent = false }: AppealViewProps) {
  const router = useRouter()
  const a = data.appeal
  const title = `Обращение ${a.number}`
  const closed = a.closed
  return (
    <div className={styles.page}>
      <PageMeta title={title} noindex />
      <Breadcrumbs items={[...crumbsFor(APPEALS_HREF), { label: title }]} />
      <h1 className={styles.title}>{title}</h1>
      {sent && <AppealSent number={a.number} deadline={a.deadline} />}
      <div className={styles.head}>
        <span className={styles.topic}>{a.topic.name}</span>
        <span className={styles.status} data-status={a.status}>
          {a.statusLabel}
        </span>
      </div>
      <p className={styles.muted}>
        Отправлено {formatDate(a.createdAt)}
        {closed ? '' : ` · ответ до ${a.deadline}`}
      </p>
      <p className={styles.muted}>{a.isPublic ? APPEAL_SEEN_BY_ALL : APPEAL_SEEN_BY_YOU}</p>
      <StatusDetailText detail={a} originalHref={ownOriginal} />
      <p className={styles.text}>{a.text}</p>

      <AppealPhotosSection photos={a.photos} />
      <AppealPlaceSection address={a.address} location={a.location} />

      <section className={styles.section} aria-labelledby="appeal-answer">
        <h2 id="appeal-answer">Ответ</h2>
        {a.answer ? (
          <div className={styles.answer}>
            <p className={styles.muted}>
              <time dateTime={a.answer.answeredAt}>{formatDateTime(a.answer.answeredAt)}</time>
            </p>
            <p className={styles.text}>{a.answer.text}</p>
            {a.answer.photos.length > 0 && <AppealPhotos photos={a.answer.photos} label="Фотографии ответа" />}
          </div>
        ) : (
          <p className={styles.muted}>Ответа пока нет. Срок ответа — до {a.deadline}.</p>
        )}
      </section>

      <CabinetApolloProvider>
        <AppealVerdict
          number={a.number}
          dueUntil={a.verdictDueUntil ?? null}
          given={a.myVerdict ?? null}
          // A dispute reopened the appeal: the page reads it again, with its new status and history.
          onGiven={() => void router.replace(router.asPath, undefined, { scroll: false })}
        />
      </CabinetApolloProvider>

      <AppealTimeline history={a.history} originalHref={ownOriginal} />
    </div>
  )
}
