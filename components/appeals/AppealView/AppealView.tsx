import { appealPath } from '@anapa/shared/appeals/paths'
import type { AppealRouteQueryQuery as AppealRouteQuery } from '@/lib/__generated__/gql/graphql'
import { formatDate, formatDateTime } from '@/lib/format/date'
import { crumbsFor } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { LazyMiniMap } from '@/components/map/LazyMiniMap'
import { PageMeta } from '@/components/seo/PageMeta'
import { Link } from '@/components/ui/Link'
import { APPEALS_HREF } from '@/components/appeals/AppealsView/AppealsView'
import styles from '@/components/appeals/appeals.module.css'
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

type AppealData = AppealRouteQuery['appeal']
type StatusDetail = Pick<AppealData['history'][number], 'scheduledFor' | 'referredTo' | 'duplicateOf'>

/**
 * What a status says besides its name (docs/decisions/0050-appeal-statuses.md): the day the work is
 * planned for, whom to contact, or the original appeal, linked when it is the resident's own (another
 * resident's appeal would be the 404 page).
 */
function StatusDetailText({ detail }: { detail: StatusDetail }) {
  if (detail.scheduledFor) return <p>Дата работ: {formatDate(detail.scheduledFor)}</p>
  if (detail.referredTo) return <p className={styles.text}>Куда обратиться: {detail.referredTo}</p>
  const original = detail.duplicateOf
  if (original) {
    return (
      <p>
        Исходное обращение:{' '}
        {original.own ? <Link href={appealPath(original.id)}>{original.number}</Link> : original.number}
      </p>
    )
  }
  return null
}

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
      <StatusDetailText detail={a} />
      <p className={styles.text}>{a.text}</p>

      {a.photos.length > 0 && (
        <section className={styles.section} aria-labelledby="appeal-photos">
          <h2 id="appeal-photos">Фотографии</h2>
          <AppealPhotos photos={a.photos} label="Фотографии обращения" />
        </section>
      )}

      {(a.location || a.address) && (
        <section className={styles.section} aria-labelledby="appeal-place">
          <h2 id="appeal-place">Место</h2>
          {a.address && <p>{a.address}</p>}
          {a.location && <LazyMiniMap point={a.location} label="Место обращения на карте" />}
        </section>
      )}

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

      <section className={styles.section} aria-labelledby="appeal-history">
        <h2 id="appeal-history">История</h2>
        <ol className={styles.timeline}>
          {a.history.map((h, index) => (
            // One save may add two entries at the same moment (new → В работе → Решено): the position tells them apart.
            <li key={`${index}-${h.status}-${h.at}`}>
              <p>
                <time dateTime={h.at}>{formatDateTime(h.at)}</time> — <strong>{h.statusLabel}</strong>
              </p>
              <StatusDetailText detail={h} />
              {h.note ? <p className={styles.text}>{h.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
