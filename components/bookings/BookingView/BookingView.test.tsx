import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster, toast } from 'sonner'

import type { BookingView_BookingFragment } from '@/lib/__generated__/gql/graphql'
import { createCache } from '@/lib/apollo/cache'
import { createMockClient, gatewayError, MockApollo, type MockHandlers } from '@/lib/test/mockApollo'
import { BookingsView } from '@/components/bookings/BookingsView/BookingsView'
import type { SessionProps } from '@/components/session'
import { BookingDetails } from './BookingView'

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ asPath: '/pokupki/31' }) }))
jest.mock('@/components/map/LazyMiniMap', () => ({
  __esModule: true,
  LazyMiniMap: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}))

const SIGNATURE = 'a'.repeat(64)
const AWAITING: BookingView_BookingFragment = {
  id: '31',
  number: 'B-2026-000031',
  status: 'awaiting_payment',
  statusLabel: 'Ожидает оплаты',
  quantity: 2,
  total: 7000,
  session: { id: '5', startsAt: '2099-08-01T07:00:00.000Z', endsAt: '2099-08-01T08:30:00.000Z' },
  item: {
    kind: 'tour',
    slug: 'utrish',
    title: 'Заповедник Утриш',
    venueOrMeetingPoint: 'Набережная, 1',
    location: { lat: 44.89, lon: 37.31 },
  },
  payment: { provider: 'test', expiresAt: '2099-07-10T08:25:00.000Z', confirmationUrl: null },
  ticket: null,
  cancelUntil: '2099-07-31T07:00:00.000Z',
  createdAt: '2099-07-10T08:10:00.000Z',
}
const PAID: BookingView_BookingFragment = {
  ...AWAITING,
  status: 'paid',
  statusLabel: 'Оплачено',
  payment: null,
  ticket: { reference: 'B-2026-000031', code: `B-2026-000031.${SIGNATURE}` },
}

/** A booking as the gateway answers one, with the type names the cache reads. */
const answer = (b: BookingView_BookingFragment) => ({
  ...b,
  __typename: 'Booking',
  session: { ...b.session, __typename: 'BookingSessionRef' },
  item: b.item && {
    ...b.item,
    __typename: 'BookedItem',
    location: b.item.location && { ...b.item.location, __typename: 'GeoPoint' },
  },
  payment: b.payment && { ...b.payment, __typename: 'BookingPayment' },
  ticket: b.ticket && { ...b.ticket, __typename: 'Ticket' },
})

function renderBooking(booking: BookingView_BookingFragment, handlers: MockHandlers) {
  const mock = createMockClient(handlers, { cache: createCache() })
  render(
    <MockApollo client={mock.client}>
      <BookingDetails booking={booking} />
      <Toaster />
    </MockApollo>,
  )
  return mock
}

afterEach(() => act(() => void toast.dismiss()))

describe('Бронирование', () => {
  it('pays with the test provider and shows the ticket with the QR code of {reference}.{signature}', async () => {
    const mock = renderBooking(AWAITING, { PayBookingMutation: () => ({ data: { payBooking: answer(PAID) } }) })
    expect(screen.getByText('Ожидает оплаты')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /QR-код/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить (тестовый режим)' }))
    const qr = await screen.findByRole('img', { name: 'QR-код билета B-2026-000031' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(mock.callsOf('PayBookingMutation')[0]?.variables).toEqual({ id: '31' })
    expect(screen.getByText('Оплачено', { selector: 'p' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Оплатить (тестовый режим)' })).toBeNull()
  })

  it('shows the meeting point on the small map and an .ics «Добавить в календарь» link', () => {
    renderBooking(PAID, {})
    expect(screen.getByRole('img', { name: 'Набережная, 1 на карте' })).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Добавить в календарь' })
    expect(link).toHaveAttribute('download', 'B-2026-000031.ics')
    const ics = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''))
    expect(ics).toContain('DTSTART:20990801T070000Z')
    // The session's own end: the tour lasts 1 h 30 min.
    expect(ics).toContain('DTEND:20990801T083000Z')
    expect(ics).toContain('SUMMARY:Заповедник Утриш')
  })

  it('offers Yandex and Google Calendar beside the file, each in a new tab without an opener', () => {
    renderBooking(PAID, {})
    const yandex = screen.getByRole('link', { name: /^Добавить в Яндекс Календарь/ })
    const google = screen.getByRole('link', { name: /^в Google Календарь/ })
    for (const link of [yandex, google]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAccessibleName(/\(откроется в новой вкладке\)$/)
    }
    expect(new URL(yandex.getAttribute('href')!).searchParams.get('startTs')).toBe('2099-08-01T10:00:00+03:00')
    expect(new URL(google.getAttribute('href')!).searchParams.get('dates')).toBe('20990801T070000Z/20990801T083000Z')
  })

  it('cancels only after the confirmation, and shows the refusal of the cut-off as a toast', async () => {
    const mock = renderBooking(PAID, {
      CancelBookingMutation: () => gatewayError('Отменить можно не позже чем за сутки до начала', 'BAD_USER_INPUT'),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Отменить бронирование' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Отменить бронирование B-2026-000031?' })
    expect(mock.callsOf('CancelBookingMutation')).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, отменить' }))
    expect(await screen.findByText('Отменить можно не позже чем за сутки до начала')).toBeInTheDocument()
    expect(screen.getByText('Оплачено', { selector: 'p' })).toBeInTheDocument()
  })

  it('says before and after what happens to the money of a paid booking', async () => {
    renderBooking(PAID, {
      CancelBookingMutation: () => ({
        data: { cancelBooking: answer({ ...PAID, status: 'cancelled', statusLabel: 'Отменено', ticket: null }) },
      }),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Отменить бронирование' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Отменить бронирование B-2026-000031?' })
    expect(dialog).toHaveAccessibleDescription(
      '7\u202f000\u00a0₽ вернутся на карту, с которой вы платили, в течение 10 дней.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, отменить' }))
    // textContent, not toHaveTextContent: that folds the price's no-break spaces into plain ones.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Бронирование отменено, места вернулись в продажу. 7\u202f000\u00a0₽ вернутся на карту, с которой вы платили, в течение 10 дней.',
      ),
    )
    expect(screen.queryByRole('img', { name: /QR-код/ })).toBeNull()
  })

  it('a cancelled booking says so and offers neither payment nor cancel', async () => {
    renderBooking(AWAITING, {
      CancelBookingMutation: () => ({
        data: { cancelBooking: answer({ ...AWAITING, status: 'cancelled', statusLabel: 'Отменено', payment: null }) },
      }),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Отменить бронирование' }))
    await userEvent.click(screen.getByRole('button', { name: 'Да, отменить' }))
    await waitFor(() => expect(screen.getByText('Отменено', { selector: 'p' })).toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'Оплатить (тестовый режим)' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Отменить бронирование' })).toBeNull()
  })
})

describe('Бронирования и поездки', () => {
  it('lists upcoming and past bookings with their status, each linking to the booking', () => {
    render(
      <BookingsView
        {...({ me: null } as unknown as SessionProps)}
        data={{
          upcoming: { items: [PAID], pageInfo: { total: 11, page: 1, pageSize: 10, pageCount: 2 } },
          past: { items: [], pageInfo: { total: 0, page: 1, pageSize: 10, pageCount: 1 } },
          cancelled: {
            items: [{ ...AWAITING, id: '33', status: 'cancelled', statusLabel: 'Отменено', payment: null }],
            pageInfo: { total: 1, page: 1, pageSize: 10, pageCount: 1 },
          },
        }}
      />,
    )
    // A cancelled booking is listed under «Отменённые» only, never as upcoming.
    const cancelled = screen.getByRole('list', { name: 'Отменённые бронирования' })
    expect(within(cancelled).getByRole('link', { name: 'Заповедник Утриш' })).toHaveAttribute('href', '/pokupki/33')
    expect(cancelled).toHaveTextContent('Отменено')
    const upcoming = screen.getByRole('list', { name: 'Предстоящие бронирования' })
    expect(within(upcoming).getByRole('link', { name: 'Заповедник Утриш' })).toHaveAttribute('href', '/pokupki/31')
    expect(upcoming).toHaveTextContent('Оплачено')
    expect(screen.getByText('Прошедших бронирований нет.')).toBeInTheDocument()
    // Only the upcoming list has a second page; its link keeps the past list's page.
    expect(screen.getAllByRole('navigation', { name: 'Страницы' })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('href', '/pokupki?upcoming=2')
  })
})
