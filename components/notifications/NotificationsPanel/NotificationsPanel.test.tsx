import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { Toaster, toast } from 'sonner'

import { READ_IDS_KEY } from '@/lib/notifications/readState'
import { createMockClient, gatewayError, MockApollo, type MockHandlers } from '@/lib/test/mockApollo'
import { resetReadIdsForTests } from '@/components/notifications/readIdsStore'
import { NotificationsPanel, EMPTY_NOTIFICATIONS } from './NotificationsPanel'

const STORM = {
  __typename: 'Notification',
  id: '31',
  topic: 'stormAlert',
  title: 'Штормовое предупреждение',
  body: '<p>Купание запрещено до <strong>18:00</strong>.</p>',
  date: '12.07.2026',
  time: '09:30',
  publishedAt: '2026-07-12T06:30:00.000Z',
  link: '/opoveshcheniya/anapa-1',
}
const POSTER = {
  ...STORM,
  id: '30',
  topic: 'poster',
  title: 'Фестиваль «Анапа — детская здравница»',
  body: '<p>Открытие в 18:00 на Пионерском проспекте.</p>',
  time: '08:00',
}
const OTHER = {
  ...STORM,
  id: '29',
  topic: 'other',
  title: 'Заявка RP-2026-000007 одобрена',
  body: '<p>Готово</p>',
  link: null,
}

const list = (...items: object[]): MockHandlers => ({ NotificationsQuery: () => ({ data: { notifications: items } }) })

function renderPanel(handlers: MockHandlers, { openId = null as string | null } = {}) {
  const mock = createMockClient({ PushPublicKeyQuery: () => ({ data: { pushPublicKey: null } }), ...handlers })
  const onClose = jest.fn()
  render(
    <MockApollo client={mock.client}>
      <NotificationsPanel onClose={onClose} openId={openId} />
      <Toaster />
    </MockApollo>,
  )
  return { ...mock, onClose, user: userEvent.setup() }
}

const items = () => within(screen.getByRole('list', { name: 'Список уведомлений' })).getAllByRole('listitem')
const itemButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) })
const stored = () => JSON.parse(window.localStorage.getItem(READ_IDS_KEY) ?? '[]') as string[]

beforeEach(() => {
  window.localStorage.clear()
  resetReadIdsForTests()
})
afterEach(() => act(() => void toast.dismiss()))

describe('the notifications panel (docs/spec.md#2-screens-and-routes, #4-states-and-transitions)', () => {
  it('lists each notification with its title, HTML body, date and time, all unread at first', async () => {
    renderPanel(list(STORM, POSTER))
    expect(await screen.findByRole('dialog', { name: 'Уведомления' })).toBeInTheDocument()
    await waitFor(() => expect(items()).toHaveLength(2))
    const [first] = items()
    expect(first).toHaveTextContent('Штормовое предупреждение')
    expect(first).toHaveTextContent('МЧС')
    expect(first).toHaveTextContent('12.07.2026 09:30')
    expect(within(first!).getByText('18:00').tagName).toBe('STRONG')
    expect(screen.getAllByRole('img', { name: 'Не прочитано' })).toHaveLength(2)
  })

  it('links a notification to the page it names (an official alert), and one without a page to nothing', async () => {
    renderPanel(list(STORM, OTHER))
    await waitFor(() => expect(items()).toHaveLength(2))
    const [storm, other] = items()
    expect(within(storm!).getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/opoveshcheniya/anapa-1')
    expect(within(other!).queryByRole('link')).not.toBeInTheDocument()
  })

  it('counts ids stored as read as read on load (docs/spec.md#4-states-and-transitions)', async () => {
    window.localStorage.setItem(READ_IDS_KEY, JSON.stringify(['31']))
    renderPanel(list(STORM, POSTER))
    await waitFor(() => expect(items()).toHaveLength(2))
    expect(screen.getAllByRole('img', { name: 'Не прочитано' })).toHaveLength(1)
    expect(within(items()[0]!).queryByRole('img', { name: 'Не прочитано' })).not.toBeInTheDocument()
  })

  it('filters by one topic at a time: all / МЧС / Афиша / Другое', async () => {
    const { user } = renderPanel(list(STORM, POSTER, OTHER))
    await waitFor(() => expect(items()).toHaveLength(3))
    const filter = screen.getByRole('group', { name: 'Тема уведомлений' })
    expect(within(filter).getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(within(filter).getByRole('button', { name: 'МЧС' }))
    expect(items()).toHaveLength(1)
    expect(items()[0]).toHaveTextContent('Штормовое предупреждение')
    expect(within(filter).getByRole('button', { name: 'МЧС' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(filter).getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'false')

    await user.click(within(filter).getByRole('button', { name: 'Другое' }))
    expect(items()).toHaveLength(1)
    expect(items()[0]).toHaveTextContent('Заявка RP-2026-000007 одобрена')

    await user.click(within(filter).getByRole('button', { name: 'Все' }))
    expect(items()).toHaveLength(3)
  })

  it('opening an item expands it and marks it read, stored for the next load', async () => {
    const { user } = renderPanel(list(STORM, POSTER))
    await waitFor(() => expect(items()).toHaveLength(2))
    const storm = itemButton('Штормовое предупреждение')
    expect(storm).toHaveAttribute('aria-expanded', 'false')
    await user.click(storm)
    expect(storm).toHaveAttribute('aria-expanded', 'true')
    expect(within(items()[0]!).queryByRole('img', { name: 'Не прочитано' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('img', { name: 'Не прочитано' })).toHaveLength(1)
    expect(stored()).toEqual(['31'])
  })

  it("'Прочитать все' marks every item read and stores the ids; with none unread it is disabled", async () => {
    window.localStorage.setItem(READ_IDS_KEY, JSON.stringify(['7']))
    const { user } = renderPanel(list(STORM, POSTER, OTHER))
    await waitFor(() => expect(items()).toHaveLength(3))
    const readAll = screen.getByRole('button', { name: 'Прочитать все' })
    // Read all is every item, whatever the filter shows.
    await user.click(
      within(screen.getByRole('group', { name: 'Тема уведомлений' })).getByRole('button', { name: 'МЧС' }),
    )
    await user.click(readAll)
    expect(screen.queryByRole('img', { name: 'Не прочитано' })).not.toBeInTheDocument()
    expect(stored()).toEqual(['7', '31', '30', '29'])
    expect(readAll).toBeDisabled()
  })

  it('shows the empty text when there are none, and for a topic without items', async () => {
    const { user } = renderPanel(list(STORM))
    await waitFor(() => expect(items()).toHaveLength(1))
    expect(screen.queryByText(EMPTY_NOTIFICATIONS)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Афиша' }))
    expect(screen.getByText('Здесь будут показаны недавние уведомления')).toBeInTheDocument()
  })

  it('shows the empty text for a resident with no notifications at all', async () => {
    renderPanel(list())
    expect(await screen.findByText('Здесь будут показаны недавние уведомления')).toBeInTheDocument()
  })

  it('a failure shows the error message in a toast (docs/spec.md#8-error-catalogue)', async () => {
    renderPanel({
      NotificationsQuery: () => gatewayError('Сервис временно недоступен. Попробуйте позже', 'UPSTREAM_UNAVAILABLE'),
    })
    expect(await screen.findByText('Сервис временно недоступен. Попробуйте позже')).toBeInTheDocument()
    expect(screen.getByText('Произошла ошибка')).toBeInTheDocument()
  })

  it('opened from a push message (?uvedomlenie=<id>): that notification is open and read', async () => {
    renderPanel(list(STORM, POSTER), { openId: '30' })
    await waitFor(() => expect(stored()).toEqual(['30']))
    expect(itemButton('Фестиваль')).toHaveAttribute('aria-expanded', 'true')
    expect(itemButton('Штормовое предупреждение')).toHaveAttribute('aria-expanded', 'false')
  })

  it('never asks for notification permission by itself', async () => {
    const requestPermission = jest.fn()
    Object.defineProperty(window, 'Notification', {
      value: { permission: 'default', requestPermission },
      configurable: true,
    })
    renderPanel(list(STORM))
    await waitFor(() => expect(items()).toHaveLength(1))
    expect(requestPermission).not.toHaveBeenCalled()
    Reflect.deleteProperty(window, 'Notification')
  })
})
