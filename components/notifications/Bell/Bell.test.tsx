import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { READ_IDS_KEY } from '@/lib/notifications/readState'
import { createMockClient, residentFixture } from '@/lib/test/mockApollo'
import { SessionProvider, type SessionUser } from '@/components/session'
import { AccountPanelsProvider } from '@/components/layout/AccountPanels'
import { Header } from '@/components/layout/Header'
import { resetReadIdsForTests } from '@/components/notifications/readIdsStore'

const item = (id: string, topic: string, title: string) => ({
  __typename: 'Notification',
  id,
  topic,
  title,
  body: `<p>${title}</p>`,
  date: '12.07.2026',
  time: '09:30',
  publishedAt: '2026-07-12T06:30:00.000Z',
  link: null,
})
const NOTIFICATIONS = [
  item('31', 'stormAlert', 'Штормовое предупреждение'),
  item('30', 'poster', 'Фестиваль'),
  item('29', 'other', 'Заявка одобрена'),
]

// Only the network is fake: the bell and its panel, loaded lazily, take this client as the tab's.
const mock = { current: createMockClient({}) }
jest.mock('@/lib/apollo/browserClient', () => ({ getBrowserClient: () => mock.current.client }))

const router = {
  asPath: '/',
  pathname: '/',
  query: {} as Record<string, string>,
  push: jest.fn(),
  replace: jest.fn(() => Promise.resolve(true)),
}
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => router, default: { push: jest.fn() } }))

function renderHeader({ path = '/', query = {} as Record<string, string> } = {}) {
  router.asPath = path
  router.query = query
  router.replace.mockClear()
  mock.current = createMockClient({
    NotificationsQuery: () => ({ data: { notifications: NOTIFICATIONS } }),
    PushPublicKeyQuery: () => ({ data: { pushPublicKey: null } }),
  })
  render(
    <SessionProvider serverUser={residentFixture() as SessionUser}>
      <AccountPanelsProvider>
        <Header signedIn />
      </AccountPanelsProvider>
    </SessionProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  window.localStorage.clear()
  resetReadIdsForTests()
})

describe('the header bell (docs/spec.md#2-screens-and-routes: signed in only)', () => {
  it('shows the unread count: every notification but the ids stored as read', async () => {
    window.localStorage.setItem(READ_IDS_KEY, JSON.stringify(['30']))
    renderHeader()
    const bell = await screen.findByRole('button', { name: 'Уведомления: 2 непрочитанных' })
    expect(bell).toHaveTextContent('2')
  })

  it('opens the panel; opening an item and reading all bring the count down, and focus returns to the bell', async () => {
    const user = renderHeader()
    await user.click(await screen.findByRole('button', { name: 'Уведомления: 3 непрочитанных' }))
    const panel = await screen.findByRole('dialog', { name: 'Уведомления' })
    await user.click(await within(panel).findByRole('button', { name: /Штормовое предупреждение/ }))
    expect(screen.getByRole('button', { name: 'Уведомления: 2 непрочитанных', hidden: true })).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Прочитать все' }))
    await user.click(within(panel).getByRole('button', { name: 'Закрыть' }))
    const bell = screen.getByRole('button', { name: 'Уведомления' })
    expect(bell).toHaveFocus()
    expect(bell).not.toHaveTextContent(/\d/)
  })

  it('?uvedomlenie=<id> (a click on a push message) opens the panel on that notification, read, and leaves the address', async () => {
    renderHeader({ path: '/?uvedomlenie=30', query: { uvedomlenie: '30' } })
    const panel = await screen.findByRole('dialog', { name: 'Уведомления' })
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: /Фестиваль/ })).toHaveAttribute('aria-expanded', 'true'),
    )
    expect(JSON.parse(window.localStorage.getItem(READ_IDS_KEY) ?? '[]')).toEqual(['30'])
    expect(router.replace).toHaveBeenCalledWith('/', undefined, { shallow: true, scroll: false })
  })

  it('the profile card\'s "Уведомления" opens the same panel', async () => {
    const user = renderHeader()
    mock.current = createMockClient({
      ProfilePanelQuery: () => ({ data: { activeResidentPermitEndDate: null } }),
      NotificationsQuery: () => ({ data: { notifications: NOTIFICATIONS } }),
      PushPublicKeyQuery: () => ({ data: { pushPublicKey: null } }),
    })
    await user.click(screen.getByRole('button', { name: 'Профиль' }))
    const card = await screen.findByRole('dialog', { name: 'Профиль' })
    await user.click(within(card).getByRole('button', { name: 'Уведомления' }))
    expect(await screen.findByRole('dialog', { name: 'Уведомления' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Профиль' })).not.toBeInTheDocument()
  })
})
