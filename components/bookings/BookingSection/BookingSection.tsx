// The compat hook is null outside a mounted router (a view rendered alone), where there is no anchor to read.
import { useRouter } from 'next/compat/router'
import { useState } from 'react'

import type { BookableKind } from '@/lib/__generated__/gql/graphql'
import { useSession } from '@/components/session'
import { useAccountPanels } from '@/components/layout/AccountPanels'
import { Button } from '@/components/ui/Button'
import { BOOKING_ANCHOR } from '@/components/bookings/paths'
import { clientOnly } from '@/lib/hooks/clientOnly'
import styles from './BookingSection.module.css'

// Loaded when asked for: Apollo and the widget stay out of the catalogue page's first-load JS.
const BookingWidget = clientOnly(
  () => import('@/components/bookings/BookingWidget/BookingWidget').then((m) => m.default),
  () => <p role="status">Загружаем сеансы…</p>,
)

/**
 * «Забронировать» on an event's or a tour's page. Signed in, the booking widget opens in
 * place; signed out, the auth drawer opens and, once signed in, the page comes back to the widget
 * (AccountPanels.signInThen with this section's anchor), as «Подать заявку» does for permits.
 */
export function BookingSection({ kind, slug }: { kind: BookableKind; slug: string }) {
  const router = useRouter()
  const { status } = useSession()
  const { signInThen } = useAccountPanels()
  const [chosen, setOpen] = useState(false)
  // Back from the drawer (or a shared link to the anchor) with a session: the widget is open.
  const open = chosen || ((router?.asPath ?? '').endsWith(`#${BOOKING_ANCHOR}`) && status === 'signedIn')

  return (
    <section id={BOOKING_ANCHOR} aria-labelledby="booking-title" className={styles.section}>
      <h2 id="booking-title">Бронирование</h2>
      {open ? (
        <BookingWidget kind={kind} slug={slug} />
      ) : (
        <Button
          size="lg"
          onClick={() => {
            if (status === 'signedIn') setOpen(true)
            else signInThen(`${(router?.asPath ?? '').split('#')[0]}#${BOOKING_ANCHOR}`, 'book')
          }}
        >
          Забронировать
        </Button>
      )}
    </section>
  )
}
