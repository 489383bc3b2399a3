import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster, toast } from 'sonner'

import { createCache } from '@/lib/apollo/cache'
import { createMockClient, gatewayError, MockApollo, type MockHandlers } from '@/lib/test/mockApollo'
import { AccountPanelsContext } from '@/components/layout/AccountPanels/AccountPanelsContext'
import { SessionContext, type SessionValue } from '@/components/session'
import { BookingSection } from '@/components/bookings/BookingSection/BookingSection'
import { BookingForm } from './BookingWidget'

const push = jest.fn()
let asPath = '/ekskursii-i-tury/utrish'
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ asPath, push }) }))
jest.mock('next/compat/router', () => ({ __esModule: true, useRouter: () => ({ asPath, push }) }))
// The lazily loaded widget, as a marker: the section's own behaviour is under test here.
jest.mock('@/lib/hooks/clientOnly', () => ({ clientOnly: () => () => <p>виджет бронирования</p> }))

const SESSIONS: MockHandlers = {
  BookingSessionsQuery: () => ({
    data: {
      bookingSessions: [
        {
          __typename: 'BookingSession',
          id: '5',
          startsAt: '2099-08-01T07:00:00.000Z',
          seatsTotal: 20,
          seatsLeft: 3,
          price: 3500,
        },
        {
          __typename: 'BookingSession',
          id: '6',
          startsAt: '2099-08-02T07:00:00.000Z',
          seatsTotal: 20,
          seatsLeft: 0,
          price: 3500,
        },
      ],
    },
  }),
}

function renderForm(handlers: MockHandlers) {
  const mock = createMockClient({ ...SESSIONS, ...handlers }, { cache: createCache() })
  render(
    <MockApollo client={mock.client}>
      <BookingForm kind="tour" slug="utrish" />
      <Toaster />
    </MockApollo>,
  )
  return mock
}

beforeEach(() => {
  push.mockReset()
  asPath = '/ekskursii-i-tury/utrish'
})
afterEach(() => act(() => void toast.dismiss()))

describe('«Забронировать»', () => {
  it('picks a session and two tickets, shows the total and books with a request id', async () => {
    const mock = renderForm({
      CreateBookingMutation: () => ({
        data: {
          createBooking: {
            __typename: 'Booking',
            id: '31',
            number: 'B-2026-000031',
            status: 'awaiting_payment',
            statusLabel: 'Ожидает оплаты',
            quantity: 2,
            total: 7000,
            session: { __typename: 'BookingSessionRef', id: '5', startsAt: '2099-08-01T07:00:00.000Z' },
            item: null,
            payment: null,
            ticket: null,
            cancelUntil: null,
            createdAt: '2099-07-10T08:10:00.000Z',
          },
        },
      }),
    })
    const full = await screen.findByRole('radio', { name: /02\.08\.2099/ })
    expect(full).toBeDisabled()
    // Without a session nothing is booked: the error summary takes focus and its link leads to the
    // first session with seats.
    await userEvent.click(screen.getByRole('button', { name: 'Забронировать' }))
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' })
    expect(summary).toHaveFocus()
    await userEvent.click(within(summary).getByRole('link', { name: 'Сеанс: Выберите сеанс' }))
    expect(screen.getByRole('radio', { name: /01\.08\.2099/ })).toHaveFocus()
    expect(mock.callsOf('CreateBookingMutation')).toHaveLength(0)
    await userEvent.click(screen.getByRole('radio', { name: /01\.08\.2099/ }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Количество билетов' }), '2')
    expect(screen.getByText(/Итого: 7\s000\s₽/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Забронировать' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/pokupki/31'))
    const input = mock.callsOf('CreateBookingMutation')[0]?.variables.input as Record<string, unknown>
    expect(input).toMatchObject({ session_id: '5', quantity: 2 })
    expect(input.request_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('never offers more tickets than seats left', async () => {
    renderForm({})
    await userEvent.click(await screen.findByRole('radio', { name: /01\.08\.2099/ }))
    const quantity = screen.getByRole('combobox', { name: 'Количество билетов' })
    expect(Array.from((quantity as HTMLSelectElement).options).map((o) => o.value)).toEqual(['1', '2', '3'])
  })

  it("shows 'Недостаточно свободных мест' and stays on the page", async () => {
    renderForm({ CreateBookingMutation: () => gatewayError('Недостаточно свободных мест', 'BAD_USER_INPUT') })
    await userEvent.click(await screen.findByRole('radio', { name: /01\.08\.2099/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Забронировать' }))
    expect(await screen.findByText('Недостаточно свободных мест')).toBeInTheDocument()
    expect(push).not.toHaveBeenCalled()
  })
})

describe('BookingSection', () => {
  const renderSection = (status: SessionValue['status'], signInThen = jest.fn()) => {
    render(
      <SessionContext.Provider value={{ status, user: null, setUser: () => {}, clear: () => {} } as SessionValue}>
        <AccountPanelsContext.Provider
          value={{ openAccount: () => {}, signInThen, openPanel: null, profileButtonRef: { current: null } } as never}
        >
          <BookingSection kind="tour" slug="utrish" />
        </AccountPanelsContext.Provider>
      </SessionContext.Provider>,
    )
    return signInThen
  }

  it('signed out, «Забронировать» opens the auth drawer to come back to the booking', async () => {
    const signInThen = renderSection('signedOut')
    await userEvent.click(screen.getByRole('button', { name: 'Забронировать' }))
    // The drawer says «Войдите, чтобы забронировать» (components/auth/AuthDrawer/reasons.ts).
    expect(signInThen).toHaveBeenCalledWith('/ekskursii-i-tury/utrish#bronirovanie', 'book')
    expect(screen.queryByText('виджет бронирования')).toBeNull()
  })

  it('signed in, the widget opens in place; back from the drawer at the anchor, it is open already', async () => {
    renderSection('signedIn')
    await userEvent.click(screen.getByRole('button', { name: 'Забронировать' }))
    expect(screen.getByText('виджет бронирования')).toBeInTheDocument()
  })

  it('back at the anchor with a session, the widget is open without another click', () => {
    asPath = '/ekskursii-i-tury/utrish#bronirovanie'
    renderSection('signedIn')
    expect(screen.getByText('виджет бронирования')).toBeInTheDocument()
  })
})
