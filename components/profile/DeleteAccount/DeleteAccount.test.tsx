import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { createMockClient, MockApollo, residentFixture } from '@/lib/test/mockApollo'
import { SessionProvider, type SessionUser } from '@/components/session'
import { DeleteAccount, liveBookingsWarning } from './DeleteAccount'

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ asPath: '/', push: jest.fn() }) }))

const page = (items: { status: string; total: number }[]) => ({
  data: {
    bookings: {
      __typename: 'BookingPage',
      items: items.map((b, i) => ({ __typename: 'Booking', id: String(i + 1), ...b })),
      pageInfo: { __typename: 'PageInfo', total: items.length },
    },
  },
})

function renderDeleteAccount(bookings: { status: string; total: number }[]) {
  const mock = createMockClient({
    LiveBookingsQuery: () => page(bookings),
    DeleteAccountMutation: () => ({ data: {} }),
  })
  render(
    <MockApollo client={mock.client}>
      <SessionProvider serverUser={residentFixture() as SessionUser}>
        <DeleteAccount />
      </SessionProvider>
    </MockApollo>,
  )
  return mock
}

describe('deleting the account with bookings ahead', () => {
  it('warns that a paid 5 000 ₽ booking is cancelled and refunded, before the resident confirms', async () => {
    const mock = renderDeleteAccount([{ status: 'paid', total: 5000 }])
    await userEvent.click(screen.getByRole('button', { name: 'Удалить аккаунт' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Удалить аккаунт?' })
    expect(
      await within(dialog).findByText(
        'У вас 1 бронирование на будущие даты: они будут отменены, места вернутся в продажу. Оплаченные (5\u202f000\u00a0₽) вернутся на карту, с которой вы платили, в течение 10 дней.',
        { normalizer: (text) => text },
      ),
    ).toBeInTheDocument()
    expect(mock.callsOf('DeleteAccountMutation')).toHaveLength(0)
    expect(within(dialog).getByRole('button', { name: 'Да, удалить навсегда' })).toBeEnabled()
  })

  it('says nothing about bookings when there are none ahead', () => {
    expect(liveBookingsWarning([], 0)).toBeNull()
    expect(liveBookingsWarning([{ status: 'used', total: 900 }], 1)).toBeNull()
  })

  it('counts every live booking, unpaid ones without money to return', () => {
    expect(
      liveBookingsWarning(
        [
          { status: 'awaiting_payment', total: 700 },
          { status: 'awaiting_payment', total: 700 },
        ],
        2,
      ),
    ).toBe('У вас 2 бронирования на будущие даты: они будут отменены, места вернутся в продажу.')
  })
})
