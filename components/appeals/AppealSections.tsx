/*
 * The parts of an appeal's page that the resident's own page and the public page both show: the
 * status's detail, the dated history, the photos and the place. Each page passes how it links an
 * original appeal, since a resident may open only their own and the public only public ones.
 */
import { formatDate, formatDateTime } from '@/lib/format/date'
import type { LatLon } from '@/lib/map/config'
import { LazyMiniMap } from '@/components/map/LazyMiniMap'
import { AppealPhotos } from '@/components/appeals/AppealView/AppealPhotos'
import { Link } from '@/components/ui/Link'
import styles from '@/components/appeals/appeals.module.css'

/** What a status says besides its name; the original a duplicate names is the caller's own shape. */
export type StatusDetail<Ref> = {
  scheduledFor?: string | null
  referredTo?: string | null
  duplicateOf?: Ref | null
}

/** Where the original of a duplicate may be opened by this reader, or null to show its number only. */
export type OriginalHref<Ref extends { number: string }> = (original: Ref) => string | null

/**
 * What a status says besides its name (docs/decisions/0050-appeal-statuses.md): the day the work is
 * planned for, whom to contact, or the original appeal, linked where this reader may open it.
 */
export function StatusDetailText<Ref extends { number: string }>({
  detail,
  originalHref,
}: {
  detail: StatusDetail<Ref>
  originalHref: OriginalHref<Ref>
}) {
  if (detail.scheduledFor) return <p>Дата работ: {formatDate(detail.scheduledFor)}</p>
  if (detail.referredTo) return <p className={styles.text}>Куда обратиться: {detail.referredTo}</p>
  const original = detail.duplicateOf
  if (original) {
    const href = originalHref(original)
    return <p>Исходное обращение: {href ? <Link href={href}>{original.number}</Link> : original.number}</p>
  }
  return null
}

type Entry<Ref> = StatusDetail<Ref> & { status: string; statusLabel: string; at: string; note?: string | null }

/** An appeal's dated history, oldest first: each change with its status's detail and the editor's note. */
export function AppealTimeline<Ref extends { number: string }>({
  history,
  originalHref,
}: {
  history: readonly Entry<Ref>[]
  originalHref: OriginalHref<Ref>
}) {
  return (
    <section className={styles.section} aria-labelledby="appeal-history">
      <h2 id="appeal-history">История</h2>
      <ol className={styles.timeline}>
        {history.map((h, index) => (
          // One save may add two entries at the same moment (new → В работе → Решено): the position tells them apart.
          <li key={`${index}-${h.status}-${h.at}`}>
            <p>
              <time dateTime={h.at}>{formatDateTime(h.at)}</time> — <strong>{h.statusLabel}</strong>
            </p>
            <StatusDetailText detail={h} originalHref={originalHref} />
            {h.note ? <p className={styles.text}>{h.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The appeal's own photos under their heading, when it has any. */
export function AppealPhotosSection({ photos }: { photos: readonly { id: string; url: string }[] }) {
  if (photos.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="appeal-photos">
      <h2 id="appeal-photos">Фотографии</h2>
      <AppealPhotos photos={photos} label="Фотографии обращения" />
    </section>
  )
}

/** Where the problem is: the address in words and the point on a small map, whichever the appeal has. */
export function AppealPlaceSection({ address, location }: { address?: string | null; location?: LatLon | null }) {
  if (!address && !location) return null
  return (
    <section className={styles.section} aria-labelledby="appeal-place">
      <h2 id="appeal-place">Место</h2>
      {address && <p>{address}</p>}
      {location && <LazyMiniMap point={location} label="Место обращения на карте" />}
    </section>
  )
}
