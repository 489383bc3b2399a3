import { useQuery } from '@apollo/client/react'
import { useState } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { formatPrice } from '@/lib/format/price'
import { pluralRu } from '@anapa/shared/text/plural'
import { REFUND_PROMISE } from '@/lib/bookings/cancellation'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { useDeleteAccountMutation } from '@/components/profile/hooks/useDeleteAccountMutation'
import styles from '@/components/profile/ProfileManagementView/ProfileManagementView.module.css'

export const LiveBookingsQuery = graphql(`
  query LiveBookingsQuery {
    bookings(scope: upcoming) {
      items {
        id
        status
        total
      }
      pageInfo {
        total
      }
    }
  }
`)

type LiveBooking = { status: string; total: number }

/**
 * What deleting the account does to the resident's bookings still ahead: they are cancelled, and
 * paid ones refunded (cms/src/bookings/seats.ts releaseResidentSeats). Null when there are none.
 */
export function liveBookingsWarning(items: readonly LiveBooking[], count: number): string | null {
  const live = items.filter((b) => b.status === 'awaiting_payment' || b.status === 'paid')
  if (count === 0 || live.length === 0) return null
  const total = count > items.length ? count : live.length
  const noun = pluralRu(total, ['бронирование', 'бронирования', 'бронирований'])
  const paid = live.filter((b) => b.status === 'paid').reduce((sum, b) => sum + b.total, 0)
  const money = paid > 0 ? ` Оплаченные (${formatPrice(paid)}) ${REFUND_PROMISE}` : ''
  return `У вас ${total} ${noun} на будущие даты: они будут отменены, места вернутся в продажу.${money}`
}

/** «Удалить аккаунт» with a confirmation that says what goes, live bookings and their money first. */
export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false)
  // The button stays under the dialog: closing gives focus back to it.
  return (
    <>
      <Button theme="secondary" onClick={() => setConfirming(true)}>
        Удалить аккаунт
      </Button>
      {confirming && <DeleteConfirmation onCancel={() => setConfirming(false)} />}
    </>
  )
}

/**
 * The confirmation, a component of its own so that its query and mutation exist only once the
 * resident asks: the profile page is rendered on the server for every request, and an idle
 * `useQuery` there was 2.5 % of the page's CPU samples (docs/perf/2026-11-28-resident-half-after.md).
 */
function DeleteConfirmation({ onCancel }: { onCancel: () => void }) {
  const { deleteAccount, loading } = useDeleteAccountMutation()
  const bookings = useQuery(LiveBookingsQuery, { fetchPolicy: 'network-only' })
  const page = bookings.data?.bookings
  const warning = page ? liveBookingsWarning(page.items, page.pageInfo.total) : null
  return (
    <Dialog
      role="alertdialog"
      labelledBy="delete-title"
      describedBy="delete-bookings delete-text"
      className={styles.confirm}
      onClose={onCancel}
    >
      <p id="delete-title" className={styles.confirmTitle}>
        Удалить аккаунт?
      </p>
      <p id="delete-bookings" aria-live="polite">
        {bookings.loading
          ? 'Проверяем ваши бронирования…'
          : bookings.error
            ? 'Не удалось проверить бронирования. Будущие бронирования будут отменены, оплаченные — возвращены.'
            : warning}
      </p>
      <p id="delete-text">Профиль, автомобили и заявки будут удалены без возможности восстановления.</p>
      <div className={styles.actions}>
        <Button onClick={() => void deleteAccount()} loading={loading} disabled={bookings.loading}>
          Да, удалить навсегда
        </Button>
        <Button theme="ghost" onClick={onCancel} data-autofocus>
          Отмена
        </Button>
      </div>
    </Dialog>
  )
}
