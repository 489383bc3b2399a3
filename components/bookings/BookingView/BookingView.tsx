import { Link } from '@/components/ui/Link'
import { useState } from 'react'

import type { BookingView_BookingFragment } from '@/lib/__generated__/gql/graphql'
import { cancelledNotice, moneyOnCancel } from '@/lib/bookings/cancellation'
import { calendarEventOf } from '@/lib/bookings/calendarEvent'
import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import { detailHref } from '@/lib/catalogue/paths'
import { formatDateTime } from '@/lib/format/date'
import { formatPrice } from '@/lib/format/price'
import { crumbsFor } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { LazyMiniMap } from '@/components/map/LazyMiniMap'
import { PageMeta } from '@/components/seo/PageMeta'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { useCancelBookingMutation } from '@/components/bookings/hooks/useCancelBookingMutation'
import { usePayBookingMutation } from '@/components/bookings/hooks/usePayBookingMutation'
import { BOOKINGS_HREF } from '@/components/bookings/paths'
import styles from '@/components/bookings/bookings.module.css'
import { TicketQr } from '@/components/bookings/TicketQr/TicketQr'
import { AddToCalendar } from '@/components/bookings/AddToCalendar/AddToCalendar'

export type BookingViewProps = SessionProps & { booking: BookingView_BookingFragment }

/**
 * Marks what a printed ticket shows: its number, the event, the date and the place, the QR code.
 * Printing the page leaves out everything else, the site's header, bars and banners included
 * (styles/globals.css, «A printed page shows only its print part»).
 */
const PRINTED = { 'data-print-part': '' }

/** The booking under an Apollo client of the caller's (the view's own, or a test's). */
export function BookingDetails({ booking: initial }: { booking: BookingView_BookingFragment }) {
  const [booking, setBooking] = useState(initial)
  const [confirming, setConfirming] = useState(false)
  // Said in the page, not only a toast: what the cancellation did with the seats and the money.
  const [cancelNotice, setCancelNotice] = useState<string | null>(null)
  const { pay, loading: paying } = usePayBookingMutation()
  const { cancel, loading: cancelling } = useCancelBookingMutation()
  const b = booking
  const item = b.item
  const title = `Бронирование ${b.number}`
  const calendarEvent = item && b.status !== 'cancelled' ? calendarEventOf({ ...b, item }) : null
  const cancellable =
    (b.status === 'awaiting_payment' || b.status === 'paid') && (!b.cancelUntil || new Date(b.cancelUntil) > new Date())

  return (
    <div className={styles.page}>
      <PageMeta title={title} noindex />
      <Breadcrumbs items={[...crumbsFor(BOOKINGS_HREF), { label: title }]} />
      <h1 className={styles.title} {...PRINTED}>
        {title}
      </h1>
      <p className={styles.status} data-status={b.status}>
        {b.statusLabel}
      </p>
      <p role="status" className={styles.notice}>
        {cancelNotice}
      </p>
      {item && (
        <p className={styles.item} {...PRINTED}>
          <Link href={detailHref(item.kind === 'event' ? 'events' : 'tours', item.slug)}>{item.title}</Link>
        </p>
      )}
      <dl className={styles.facts} {...PRINTED}>
        <dt>Начало</dt>
        <dd>{formatDateTime(b.session.startsAt)}</dd>
        <dt>Билетов</dt>
        <dd>{b.quantity}</dd>
        <dt>Сумма</dt>
        <dd>{formatPrice(b.total)}</dd>
        {item?.venueOrMeetingPoint && (
          <>
            <dt>{item.kind === 'event' ? 'Площадка' : 'Место сбора'}</dt>
            <dd>{item.venueOrMeetingPoint}</dd>
          </>
        )}
      </dl>

      {b.status === 'awaiting_payment' && b.payment && (
        <section className={styles.section} aria-labelledby="payment-title">
          <h2 id="payment-title">Оплата</h2>
          <p>Места держатся до {formatDateTime(b.payment.expiresAt)}. Оплатите бронирование, чтобы получить билет.</p>
          {b.payment.provider === 'test' ? (
            <Button
              size="lg"
              loading={paying}
              disabled={paying}
              onClick={async () => {
                const paid = await pay(b.id)
                if (paid) setBooking(paid)
              }}
            >
              Оплатить (тестовый режим)
            </Button>
          ) : (
            b.payment.confirmationUrl && (
              <Button size="lg" href={b.payment.confirmationUrl}>
                Перейти к оплате
              </Button>
            )
          )}
        </section>
      )}

      {b.ticket && (
        <section className={styles.section} aria-labelledby="ticket-title" {...PRINTED}>
          <h2 id="ticket-title">Билет</h2>
          <TicketQr ticket={b.ticket} />
        </section>
      )}

      {item?.location && (
        <section className={styles.section} aria-labelledby="place-title">
          <h2 id="place-title">{item.kind === 'event' ? 'Площадка на карте' : 'Место сбора на карте'}</h2>
          <LazyMiniMap point={item.location} label={`${item.venueOrMeetingPoint ?? item.title} на карте`} />
        </section>
      )}

      {calendarEvent && (
        <div className={styles.section}>
          <AddToCalendar event={calendarEvent} fileName={`${b.number}.ics`} />
        </div>
      )}

      {cancellable && (
        <section className={styles.section} aria-label="Отмена">
          <Button theme="secondary" onClick={() => setConfirming(true)}>
            Отменить бронирование
          </Button>
          {confirming && (
            <Dialog
              role="alertdialog"
              labelledBy="cancel-title"
              describedBy="cancel-money"
              className={styles.confirm}
              onClose={() => setConfirming(false)}
            >
              <p id="cancel-title">Отменить бронирование {b.number}?</p>
              <p id="cancel-money">{moneyOnCancel(b)}</p>
              <div className={styles.actions}>
                <Button
                  theme="primary"
                  loading={cancelling}
                  disabled={cancelling}
                  onClick={async () => {
                    const cancelled = await cancel(b.id)
                    if (cancelled) {
                      setCancelNotice(cancelledNotice(b))
                      setBooking(cancelled)
                    }
                    setConfirming(false)
                  }}
                >
                  Да, отменить
                </Button>
                <Button theme="secondary" onClick={() => setConfirming(false)} data-autofocus>
                  Не отменять
                </Button>
              </div>
            </Dialog>
          )}
          {b.cancelUntil && <p className={styles.muted}>Отменить можно до {formatDateTime(b.cancelUntil)}</p>}
        </section>
      )}
    </div>
  )
}

/** One booking — its payment step, the ticket with its QR code, the place, the calendar, cancel. */
export function BookingView({ booking }: BookingViewProps) {
  return (
    <CabinetApolloProvider>
      <BookingDetails booking={booking} />
    </CabinetApolloProvider>
  )
}
