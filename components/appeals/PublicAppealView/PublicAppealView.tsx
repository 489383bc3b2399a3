import { newAppealHref, PUBLIC_APPEALS_PATH, publicAppealPath } from '@anapa/shared/appeals/paths'
import type { PublicAppealView_AppealFragment } from '@/lib/__generated__/gql/graphql'
import { formatDate } from '@/lib/format/date'
import { crumbsFor } from '@/lib/routes'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { AppealPhotos } from '@/components/appeals/AppealView/AppealPhotos'
import {
  AppealPhotosSection,
  AppealPlaceSection,
  AppealTimeline,
  StatusDetailText,
} from '@/components/appeals/AppealSections'
import { Link } from '@/components/ui/Link'
import { clientOnly } from '@/lib/hooks/clientOnly'
import styles from '@/components/appeals/appeals.module.css'

/** What a public page never shows, said once so nobody has to wonder (docs/decisions/0051-public-appeals-and-open311.md). */
export const AUTHOR_NOT_SHOWN = 'Имя, телефон и e-mail автора не публикуются.'

/**
 * «Поддержать» with the Apollo client it needs, in a chunk of its own after hydration: a public page
 * ships no Apollo in its first-load JS (docs/decisions/0009-signing-in-from-the-browser.md).
 */
const LazySupportAppeal = clientOnly<{ number: string }>(() =>
  import('@/components/appeals/SupportAppeal/PublicSupportAppeal').then((m) => m.PublicSupportAppeal),
)

/** Another public appeal's page: an original named here is public itself (the CMS names no private one). */
const publicOriginal = (original: { number: string }) => publicAppealPath(original.number)

/**
 * One public appeal, as anyone may see it: topic, status with its detail, text, approved photos,
 * place, the answer's approved photos and the dated history with the care service's notes.
 */
export function PublicAppealView({ appeal: a }: { appeal: PublicAppealView_AppealFragment }) {
  const title = `Обращение ${a.number}`
  return (
    <article className={styles.page}>
      <PageMeta title={`${title}: ${a.topic.name}`} description={a.text} path={publicAppealPath(a.number)} />
      <Breadcrumbs items={[...crumbsFor(PUBLIC_APPEALS_PATH), { label: title }]} />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.head}>
        <span className={styles.topic}>{a.topic.name}</span>
        <span className={styles.status} data-status={a.status}>
          {a.statusLabel}
        </span>
      </div>
      <p className={styles.muted}>
        Отправлено {formatDate(a.createdAt)}
        {a.expectedDatetime ? ` · ожидаемый срок — ${formatDate(a.expectedDatetime)}` : ''}
      </p>
      <StatusDetailText detail={a} originalHref={publicOriginal} />
      <p className={styles.text}>{a.text}</p>
      <p className={styles.muted}>Поддержали: {a.supporters}</p>
      {!a.closed && <LazySupportAppeal number={a.number} />}

      <AppealPhotosSection photos={a.photos} />
      <AppealPlaceSection address={a.address} location={a.location} />

      {a.answerPhotos.length > 0 && (
        <section className={styles.section} aria-labelledby="appeal-answer-photos">
          <h2 id="appeal-answer-photos">Фотографии службы заботы</h2>
          <AppealPhotos photos={a.answerPhotos} label="Фотографии ответа" />
        </section>
      )}

      <AppealTimeline history={a.history} originalHref={publicOriginal} />

      <p className={styles.muted}>{AUTHOR_NOT_SHOWN}</p>
      <p>
        <Link href={PUBLIC_APPEALS_PATH}>Все обращения жителей</Link> ·{' '}
        <Link href={newAppealHref()}>Сообщить о проблеме</Link>
      </p>
    </article>
  )
}
