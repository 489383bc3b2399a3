import { TicketQr } from '@/components/bookings/TicketQr/TicketQr'
import { FAVORITE_ENTITY_LABELS, isFavoriteEntity } from '@anapa/shared/favorites/entities'
import { updatedText, waterText } from '@/lib/beaches/conditions'
import { formatDateTime } from '@/lib/format/date'
import type { ResidentCopy } from '@/lib/offline/residentCopy'
import { APPEALS_PATH, BOOKINGS_PATH } from './sectionOf'
import styles from './OfflineCabinet.module.css'

/**
 * The parts of the resident's copy as OfflineCabinet shows them: read-only, since nothing can be
 * changed without a connection. Links are plain anchors on purpose: a full load is what lets the
 * service worker answer with a kept page (a public one, or this page again for the cabinet).
 */

const kindLabel = (entity: string) => {
  const kind = entity.toLowerCase().replace(/_/g, '-')
  return isFavoriteEntity(kind) ? FAVORITE_ENTITY_LABELS[kind] : ''
}

export function KeptFavorites({ copy }: { copy: ResidentCopy }) {
  if (copy.favorites.length === 0) return <p className={styles.empty}>В избранном ничего нет.</p>
  const beaches = new Map(copy.favoriteBeaches.map((beach) => [beach.id, beach.conditions]))
  return (
    <ul className={styles.list}>
      {copy.favorites.map((favorite) => {
        const conditions = favorite.entity === 'BEACH' ? beaches.get(favorite.slug) : undefined
        return (
          <li key={`${favorite.entity}:${favorite.slug}`} className={styles.item}>
            <span className={styles.eyebrow}>{kindLabel(favorite.entity)}</span>
            {favorite.href ? (
              <a href={favorite.href} className={styles.itemTitle}>
                {favorite.title}
              </a>
            ) : (
              <span className={styles.itemTitle}>{favorite.title}</span>
            )}
            {conditions && (
              <p className={styles.facts}>
                {[conditions.bathing.label, waterText(conditions), updatedText(conditions.verifiedAt)]
                  .filter(Boolean)
                  .join('. ')}
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}

type KeptBooking = ResidentCopy['bookings'][number]

const bookingTitle = (booking: KeptBooking) => booking.item?.title ?? `Бронирование № ${booking.number}`

export function KeptBookings({ copy }: { copy: ResidentCopy }) {
  if (copy.bookings.length === 0) return <p className={styles.empty}>Предстоящих бронирований нет.</p>
  return (
    <ul className={styles.list}>
      {copy.bookings.map((booking) => (
        <li key={booking.id} className={styles.item}>
          <a href={`${BOOKINGS_PATH}/${booking.id}`} className={styles.itemTitle}>
            {bookingTitle(booking)}
          </a>
          <p className={styles.facts}>
            {formatDateTime(booking.session.startsAt)}. {booking.statusLabel}
            {booking.ticket ? '. Билет сохранён' : ''}
          </p>
        </li>
      ))}
    </ul>
  )
}

export function KeptBooking({ copy, id }: { copy: ResidentCopy; id: string }) {
  const booking = copy.bookings.find((b) => b.id === id)
  if (!booking) {
    return (
      <p className={styles.empty}>
        Этого бронирования нет среди сохранённых: на устройстве хранятся только предстоящие.{' '}
        <a href={BOOKINGS_PATH}>Сохранённые бронирования</a>
      </p>
    )
  }
  return (
    <>
      <h2 className={styles.subtitle}>{bookingTitle(booking)}</h2>
      <dl className={styles.facts}>
        <dt>Номер</dt>
        <dd>{booking.number}</dd>
        <dt>Дата и время</dt>
        <dd>{formatDateTime(booking.session.startsAt)}</dd>
        <dt>Статус</dt>
        <dd>{booking.statusLabel}</dd>
        <dt>Билетов</dt>
        <dd>{booking.quantity}</dd>
        {booking.item?.venueOrMeetingPoint && (
          <>
            <dt>{booking.item.kind === 'event' ? 'Площадка' : 'Место сбора'}</dt>
            <dd>{booking.item.venueOrMeetingPoint}</dd>
          </>
        )}
      </dl>
      {booking.ticket ? (
        <section aria-labelledby="kept-ticket">
          <h2 id="kept-ticket" className={styles.subtitle}>
            Билет
          </h2>
          <TicketQr ticket={booking.ticket} />
        </section>
      ) : (
        <p className={styles.empty}>Билета ещё нет: он появится после оплаты.</p>
      )}
    </>
  )
}

export function KeptPermits({ copy }: { copy: ResidentCopy }) {
  if (copy.permitApplications.length === 0) return <p className={styles.empty}>Заявок нет.</p>
  return (
    <ul className={styles.list}>
      {copy.permitApplications.map((application) => (
        <li key={application.id} className={styles.item}>
          <span className={styles.eyebrow}>{application.code}</span>
          <span className={styles.itemTitle}>
            {[application.plateDisplay, application.carName].filter(Boolean).join(', ')}
          </span>
          <p className={styles.facts}>
            {application.statusLabel}
            {application.permitEndDate ? `. Действует до ${application.permitEndDate}` : ''}
            {application.decisionDue ? `. Решение ожидается до ${application.decisionDue}` : ''}
          </p>
          {application.comment && <p className={styles.facts}>{application.comment}</p>}
        </li>
      ))}
    </ul>
  )
}

export function KeptAppeals({ copy }: { copy: ResidentCopy }) {
  if (copy.appeals.length === 0) return <p className={styles.empty}>Обращений нет.</p>
  return (
    <ul className={styles.list}>
      {copy.appeals.map((appeal) => (
        <li key={appeal.id} className={styles.item}>
          <span className={styles.eyebrow}>№ {appeal.number}</span>
          <a href={`${APPEALS_PATH}/appeal-${appeal.id}`} className={styles.itemTitle}>
            {appeal.topic.name}
          </a>
          <p className={styles.facts}>
            {appeal.statusLabel}
            {appeal.answer ? '. Есть ответ' : `. Срок ответа: ${appeal.deadline}`}
          </p>
        </li>
      ))}
    </ul>
  )
}

export function KeptAppeal({ copy, id }: { copy: ResidentCopy; id: string }) {
  const appeal = copy.appeals.find((a) => a.id === id)
  if (!appeal) {
    return (
      <p className={styles.empty}>
        Этого обращения нет среди сохранённых: на устройстве хранятся десять последних.{' '}
        <a href={APPEALS_PATH}>Сохранённые обращения</a>
      </p>
    )
  }
  return (
    <>
      <h2 className={styles.subtitle}>
        № {appeal.number}. {appeal.topic.name}
      </h2>
      <dl className={styles.facts}>
        <dt>Статус</dt>
        <dd>{appeal.statusLabel}</dd>
        <dt>Срок ответа</dt>
        <dd>{appeal.deadline}</dd>
        {appeal.address && (
          <>
            <dt>Адрес</dt>
            <dd>{appeal.address}</dd>
          </>
        )}
      </dl>
      <p className={styles.text}>{appeal.text}</p>
      {appeal.answer && (
        <section aria-labelledby="kept-answer">
          <h2 id="kept-answer" className={styles.subtitle}>
            Ответ от {formatDateTime(appeal.answer.answeredAt)}
          </h2>
          <p className={styles.text}>{appeal.answer.text}</p>
        </section>
      )}
      <h2 id="kept-history" className={styles.subtitle}>
        История
      </h2>
      <ol className={styles.history} aria-labelledby="kept-history">
        {appeal.history.map((entry) => (
          <li key={`${entry.at}:${entry.statusLabel}`}>
            {formatDateTime(entry.at)}: {entry.statusLabel}
          </li>
        ))}
      </ol>
    </>
  )
}

export function KeptNotifications({ copy }: { copy: ResidentCopy }) {
  if (copy.notifications.length === 0) return <p className={styles.empty}>Уведомлений нет.</p>
  return (
    <ul className={styles.list}>
      {copy.notifications.map((notification) => (
        <li key={notification.id} className={styles.item}>
          <span className={styles.eyebrow}>
            {notification.date}, {notification.time}
          </span>
          <span className={styles.itemTitle}>{notification.title}</span>
          {/* Sanitized by the gateway's allow-list (graphql/sanitize.ts), as in the notifications panel. */}
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: notification.body }} />
        </li>
      ))}
    </ul>
  )
}
