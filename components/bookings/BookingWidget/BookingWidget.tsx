import { useQuery } from '@apollo/client/react'
import { useRouter } from 'next/router'
import { useId, useState } from 'react'

import { BOOKING_MAX_QUANTITY, bookingTotal } from '@anapa/shared/bookings/seats'
import { graphql } from '@/lib/__generated__/gql'
import type { BookableKind } from '@/lib/__generated__/gql/graphql'
import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import { formatDateTime } from '@/lib/format/date'
import { formatPrice } from '@/lib/format/price'
import { Button } from '@/components/ui/Button'
import { ErrorSummary } from '@/components/ui/ErrorSummary'
import { useCreateBookingMutation } from '@/components/bookings/hooks/useCreateBookingMutation'
import { bookingHref } from '@/components/bookings/paths'
import styles from './BookingWidget.module.css'

export const BookingSessionsQuery = graphql(`
  query BookingSessionsQuery($kind: BookableKind!, $slug: String!) {
    bookingSessions(kind: $kind, slug: $slug) {
      id
      startsAt
      seatsTotal
      seatsLeft
      price
    }
  }
`)

export type BookingWidgetProps = { kind: BookableKind; slug: string }

export const CHOOSE_SESSION = 'Выберите сеанс'

/** The widget under an Apollo client of the caller's (its own, or a test's). */
export function BookingForm({ kind, slug }: BookingWidgetProps) {
  const router = useRouter()
  const { data, loading, error, refetch } = useQuery(BookingSessionsQuery, { variables: { kind, slug } })
  const { create, loading: booking } = useCreateBookingMutation()
  const [sessionId, setSessionId] = useState<string | null>(null)
  const [quantity, setQuantity] = useState(1)
  // One request id per booking attempt: pressing again after a lost answer books nothing twice.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  const quantityId = useId()
  // Refused submits without a session: the error summary takes focus after each one.
  const [refusals, setRefusals] = useState(0)

  if (!data && loading) return <p role="status">Загружаем сеансы…</p>
  if (!data || error) {
    return (
      <div role="alert" className={styles.box}>
        <p>Не удалось загрузить сеансы.</p>
        <Button theme="secondary" onClick={() => void refetch().catch(() => undefined)}>
          Повторить
        </Button>
      </div>
    )
  }
  const sessions = data.bookingSessions
  if (sessions.length === 0) return <p>Свободных сеансов пока нет.</p>
  const chosen = sessions.find((s) => s.id === sessionId) ?? null
  const max = chosen ? Math.min(BOOKING_MAX_QUANTITY, chosen.seatsLeft) : BOOKING_MAX_QUANTITY
  const count = Math.min(quantity, Math.max(1, max))
  const total = chosen ? bookingTotal(chosen.price, count) : null

  const book = async () => {
    if (!chosen) {
      setRefusals((n) => n + 1)
      return
    }
    const result = await create({ session_id: chosen.id, quantity: count, request_id: requestId })
    if (result) {
      void router.push(bookingHref(result.id))
      return
    }
    // A refusal (no seats left) is final for this attempt; the next one is a new booking.
    setRequestId(crypto.randomUUID())
  }

  return (
    <form
      className={styles.box}
      aria-label="Бронирование"
      onSubmit={(event) => {
        event.preventDefault()
        void book()
      }}
    >
      <ErrorSummary
        errors={refusals > 0 && !chosen ? [{ field: 'session', label: 'Сеанс', message: CHOOSE_SESSION }] : []}
        focusKey={refusals}
      />
      <fieldset className={styles.sessions}>
        <legend>Сеанс</legend>
        {sessions.map((s) => (
          <label key={s.id} className={styles.session}>
            <input
              type="radio"
              name="session"
              value={s.id}
              checked={s.id === sessionId}
              disabled={s.seatsLeft === 0}
              onChange={() => setSessionId(s.id)}
            />
            <span>{formatDateTime(s.startsAt)}</span>
            <span className={styles.muted}>
              {s.seatsLeft > 0 ? `свободно ${s.seatsLeft} из ${s.seatsTotal}` : 'мест нет'} · {formatPrice(s.price)}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.quantity}>
        <label htmlFor={quantityId}>Количество билетов</label>
        <select id={quantityId} value={count} onChange={(event) => setQuantity(Number(event.currentTarget.value))}>
          {Array.from({ length: Math.max(1, max) }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.total} aria-live="polite">
        {total === null ? CHOOSE_SESSION : `Итого: ${formatPrice(total)}`}
      </p>
      {/* Not disabled without a session: a disabled button says nothing about why (the summary does). */}
      <Button type="submit" size="lg" loading={booking} disabled={booking}>
        Забронировать
      </Button>
    </form>
  )
}

/**
 * Booking an event's or a tour's seats, loaded after hydration only when the resident
 * asks for it: the catalogue page stays static and cookie-free, and Apollo stays out of its first load.
 */
export default function BookingWidget(props: BookingWidgetProps) {
  return (
    <CabinetApolloProvider>
      <BookingForm {...props} />
    </CabinetApolloProvider>
  )
}
