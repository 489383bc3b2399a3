import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { createMockClient, residentFixture } from '@/lib/test/mockApollo'
import { SessionProvider, useSession, type SessionUser } from '@/components/session'
import { Header } from '@/components/layout/Header'
import { AccountPanelsProvider, useAccountPanels } from '.'

// Only the network is fake: the lazily loaded panels take this client as the tab's client.
const mock = { client: createMockClient({}).client }
jest.mock('@/lib/apollo/browserClient', () => ({ getBrowserClient: () => mock.client }))

// The router's popstate hook is recorded: the drawer's history entry tells it to leave its pops alone.
const router = {
  asPath: '/',
  isReady: true,
  push: jest.fn(),
  replace: jest.fn(() => Promise.resolve(true)),
  beforePopState: jest.fn(),
}
jest.mock('next/router', () => ({
  __esModule: true,
  useRouter: () => router,
  default: { push: jest.fn(), beforePopState: (cb: (state: unknown) => boolean) => router.beforePopState(cb) },
}))

function renderHeader(serverUser?: SessionUser | null) {
  render(
    <SessionProvider serverUser={serverUser}>
      <AccountPanelsProvider>
        <Header signedIn={Boolean(serverUser)} />
      </AccountPanelsProvider>
    </SessionProvider>,
  )
  return userEvent.setup()
}

const profileButton = () => screen.getByRole('button', { name: 'Профиль' })

describe('the profile button and its panels', () => {
  it('signed out: opens the auth drawer, loaded on demand; focus goes in and comes back', async () => {
    const user = renderHeader(null)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(profileButton())
    const drawer = await screen.findByRole('dialog', { name: 'Вход' })
    expect(drawer).toHaveAttribute('aria-modal', 'true')
    expect(profileButton()).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(screen.getByLabelText('Номер телефона')).toHaveFocus())

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(profileButton()).toHaveFocus()
    expect(profileButton()).toHaveAttribute('aria-expanded', 'false')
  })

  // The browser keeps Tab inside a modal <dialog> (jsdom does not: e2e/dialogs.mobile.spec.ts checks it).
  it('opens the drawer as a modal dialog', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal')
    const user = renderHeader(null)
    await user.click(profileButton())
    const drawer = await screen.findByRole('dialog', { name: 'Вход' })
    expect(drawer.tagName).toBe('DIALOG')
    expect(showModal.mock.contexts).toContain(drawer)
    showModal.mockRestore()
  })

  it('signed in: opens the profile card; the close button brings focus back', async () => {
    const user = renderHeader(residentFixture() as SessionUser)
    expect(screen.getByRole('link', { name: 'Избранное' })).toBeInTheDocument()
    await user.click(profileButton())
    const panel = await screen.findByRole('dialog', { name: 'Профиль' })
    expect(panel).toHaveTextContent('Анна Морозова')
    await user.click(screen.getByRole('button', { name: 'Закрыть' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(profileButton()).toHaveFocus()
  })
})

describe('"Подать заявку": a signed-in-only destination', () => {
  function Apply() {
    const { signInThen } = useAccountPanels()
    return (
      <button type="button" onClick={() => signInThen('/rezident-applications')}>
        Подать заявку
      </button>
    )
  }

  function renderApply(serverUser: SessionUser | null) {
    router.push.mockClear()
    const utils = render(
      <SessionProvider serverUser={serverUser}>
        <AccountPanelsProvider>
          <Apply />
          <SignIn />
        </AccountPanelsProvider>
      </SessionProvider>,
    )
    return { ...utils, user: userEvent.setup() }
  }

  // Stands in for the drawer's last step: the session gets its user.
  function SignIn() {
    const { setUser } = useSession()
    return (
      <button type="button" onClick={() => setUser(residentFixture() as SessionUser)}>
        Вход выполнен
      </button>
    )
  }

  it('signed in: goes straight to the application', async () => {
    const { user } = renderApply(residentFixture() as SessionUser)
    await user.click(screen.getByRole('button', { name: 'Подать заявку' }))
    expect(router.push).toHaveBeenCalledWith('/rezident-applications')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('signed out: opens the auth drawer, and goes to the application once signed in', async () => {
    const { user } = renderApply(null)
    await user.click(screen.getByRole('button', { name: 'Подать заявку' }))
    // The drawer says why it opened: the page's own title.
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toHaveAccessibleDescription(
      'Войдите, чтобы открыть «Заявки»',
    )
    expect(router.push).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Вход выполнен', hidden: true }))
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/rezident-applications'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('signed out, drawer closed without signing in: a later sign-in goes nowhere', async () => {
    const { user } = renderApply(null)
    await user.click(screen.getByRole('button', { name: 'Подать заявку' }))
    await screen.findByRole('dialog', { name: 'Вход' })
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Вход выполнен' }))
    expect(router.push).not.toHaveBeenCalled()
  })
})

describe('signInThenRun: a signed-in-only action (the favourite heart)', () => {
  const action = jest.fn()

  function Heart() {
    const { signInThenRun } = useAccountPanels()
    return (
      <button type="button" onClick={() => signInThenRun(action, 'favorite')}>
        Добавить в избранное
      </button>
    )
  }

  function SignIn() {
    const { setUser } = useSession()
    return (
      <button type="button" onClick={() => setUser(residentFixture() as SessionUser)}>
        Вход выполнен
      </button>
    )
  }

  function renderHeart(serverUser: SessionUser | null) {
    action.mockClear()
    router.push.mockClear()
    render(
      <SessionProvider serverUser={serverUser}>
        <AccountPanelsProvider>
          <Heart />
          <SignIn />
        </AccountPanelsProvider>
      </SessionProvider>,
    )
    return userEvent.setup()
  }

  it('signed in: runs at once, no drawer', async () => {
    const user = renderHeart(residentFixture() as SessionUser)
    await user.click(screen.getByRole('button', { name: 'Добавить в избранное' }))
    expect(action).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('signed out: opens the auth drawer and runs once the sign-in completes, on the same page, once', async () => {
    const user = renderHeart(null)
    await user.click(screen.getByRole('button', { name: 'Добавить в избранное' }))
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toHaveAccessibleDescription(
      'Войдите, чтобы добавить в избранное',
    )
    expect(action).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Вход выполнен', hidden: true }))
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.push).not.toHaveBeenCalled()
    // Later renders never run it again.
    await user.click(screen.getByRole('button', { name: 'Вход выполнен' }))
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('signed out, drawer closed without signing in: a later sign-in runs nothing', async () => {
    const user = renderHeart(null)
    await user.click(screen.getByRole('button', { name: 'Добавить в избранное' }))
    await screen.findByRole('dialog', { name: 'Вход' })
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Вход выполнен' }))
    expect(action).not.toHaveBeenCalled()
  })
})

describe('the profile button opens a bare drawer', () => {
  it('says no reason when nothing signed-in-only asked for it', async () => {
    const user = renderHeader(null)
    await user.click(profileButton())
    expect(await screen.findByRole('dialog', { name: 'Вход' })).not.toHaveAccessibleDescription()
    // Closed, its history entry goes (a Back of its own, which must land before the next test).
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect((window.history.state as { authDrawerEntry?: string } | null)?.authDrawerEntry).toBeUndefined(),
    )
  })
})

describe('a cabinet page opened signed out: /?vhod=<path> (lib/server/session/withSession.ts)', () => {
  function SignIn() {
    const { setUser } = useSession()
    return (
      <button type="button" onClick={() => setUser(residentFixture() as SessionUser)}>
        Вход выполнен
      </button>
    )
  }

  function renderHome(search: string, serverUser: SessionUser | null = null) {
    window.history.replaceState(null, '', `/${search}`)
    router.asPath = `/${search}`
    router.push.mockClear()
    router.replace.mockClear()
    render(
      <SessionProvider serverUser={serverUser}>
        <AccountPanelsProvider>
          <SignIn />
        </AccountPanelsProvider>
      </SessionProvider>,
    )
    return userEvent.setup()
  }
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    router.asPath = '/'
  })

  it('drops the parameter, opens the drawer with the page title, and goes there after the sign-in', async () => {
    const user = renderHome('?vhod=%2Fmy-transport')
    const drawer = await screen.findByRole('dialog', { name: 'Вход' })
    expect(drawer).toHaveAccessibleDescription('Войдите, чтобы открыть «Мой транспорт»')
    expect(screen.getByText('Войдите, чтобы открыть «Мой транспорт»')).toBeVisible()
    expect(router.replace).toHaveBeenCalledWith('/', undefined, { shallow: true, scroll: false })
    await user.click(screen.getByRole('button', { name: 'Вход выполнен', hidden: true }))
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/my-transport'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it.each([
    ['another site', '?vhod=https%3A%2F%2Fevil.example'],
    ['a protocol-relative address', '?vhod=%2F%2Fevil.example'],
    ['a backslash', '?vhod=%2F%5Cevil.example'],
    ['javascript:', '?vhod=javascript%3Aalert(1)'],
  ])('ignores a return path to %s: no drawer, nowhere to go', async (_, search) => {
    renderHome(search)
    // The session has answered (signed out) by the first effects; give them a turn.
    await act(async () => {})
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(router.replace).not.toHaveBeenCalled()
    expect(router.push).not.toHaveBeenCalled()
  })

  it('signed in already: replaces the address with the page asked for', async () => {
    renderHome('?vhod=%2Fizbrannoe', residentFixture() as SessionUser)
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/izbrannoe'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe("the drawer's history entry: the phone's Back closes it", () => {
  const drawerEntry = () => (window.history.state as Record<string, unknown> | null)?.authDrawerEntry

  it('Back closes the drawer and stays on the page; the router is told to leave that pop alone', async () => {
    router.beforePopState.mockClear()
    const user = renderHeader(null)
    await user.click(profileButton())
    await screen.findByRole('dialog', { name: 'Вход' })
    await waitFor(() => expect(drawerEntry()).toEqual(expect.any(String)))
    const guard = router.beforePopState.mock.calls.at(-1)?.[0] as (state: unknown) => boolean
    // A pop back to this same page is the drawer's: the router must not re-render the page for it.
    expect(guard({ __N: true, as: '/' })).toBe(false)
    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(drawerEntry()).toBeUndefined()
    expect(window.location.pathname).toBe('/')
    expect(router.push).not.toHaveBeenCalled()
    // Once the entry is gone, the router handles every pop again.
    const after = router.beforePopState.mock.calls.at(-1)?.[0] as (state: unknown) => boolean
    expect(after({ __N: true, as: '/' })).toBe(true)
  })

  it('the close button takes the entry off again: no stray entry under the page', async () => {
    const user = renderHeader(null)
    await user.click(profileButton())
    await screen.findByRole('dialog', { name: 'Вход' })
    await waitFor(() => expect(drawerEntry()).toEqual(expect.any(String)))
    await user.click(screen.getByRole('button', { name: 'Закрыть' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(drawerEntry()).toBeUndefined())
    expect(profileButton()).toHaveFocus()
  })
})
