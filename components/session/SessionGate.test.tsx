import { render, screen } from '@testing-library/react'

import { createMockClient, residentFixture, type MockHandlers } from '@/lib/test/mockApollo'
import { SESSION_HINT_COOKIE } from '@/lib/sessionHint'
import type { SessionUser } from '@/lib/pageProps'

import { REMEMBERED_USER_KEY, SessionProvider, useSession } from './SessionContext'
import { SessionGate } from './SessionGate'

const mock: { current: ReturnType<typeof createMockClient> | null } = { current: null }
const mockGetBrowserClient = jest.fn(() => mock.current!.client)
jest.mock('@/lib/apollo/browserClient', () => ({ getBrowserClient: () => mockGetBrowserClient() }))

// Counts every time the gate takes the Apollo-based loader out of its module, i.e. every `import()`
// that resolved: the real loader still runs behind it.
const mockLoaderTaken = jest.fn()
jest.mock('./SessionLoader', () => {
  const actual = jest.requireActual<typeof import('./SessionLoader')>('./SessionLoader')
  return {
    __esModule: true,
    get SessionLoader() {
      mockLoaderTaken()
      return actual.SessionLoader
    },
  }
})

function SessionStatus() {
  const { status, user } = useSession()
  return <p>{`Сессия: ${status}${user ? ` ${user.name}` : ''}`}</p>
}

function renderGate(handlers: MockHandlers, serverUser?: SessionUser | null) {
  mock.current = createMockClient(handlers)
  render(
    <SessionProvider serverUser={serverUser}>
      <SessionGate />
      <SessionStatus />
    </SessionProvider>,
  )
  return mock.current
}

const setCookie = (cookie: string) => {
  document.cookie = `${cookie}; Path=/`
}
const hintInBrowser = () => document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`)
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(() => {
  for (const name of [SESSION_HINT_COOKIE, 'cookie_consent']) document.cookie = `${name}=; Max-Age=0; Path=/`
  mockGetBrowserClient.mockClear()
  mockLoaderTaken.mockClear()
})

describe('SessionGate (no Apollo and no `me` for visitors)', () => {
  it('without the signed-in hint signs the visitor out at once, never importing the loader nor asking me', async () => {
    setCookie('cookie_consent=1')
    const { calls } = renderGate({ MeQuery: () => ({ data: { me: residentFixture() } }) })
    expect(screen.getByText('Сессия: signedOut')).toBeInTheDocument()
    await settle()
    expect(mockLoaderTaken).not.toHaveBeenCalled()
    expect(mockGetBrowserClient).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })

  it('without the hint, a resident remembered for offline pages is forgotten (the session is gone)', async () => {
    window.localStorage.setItem(REMEMBERED_USER_KEY, JSON.stringify(residentFixture()))
    renderGate({})
    expect(screen.getByText('Сессия: signedOut')).toBeInTheDocument()
    expect(window.localStorage.getItem(REMEMBERED_USER_KEY)).toBeNull()
  })

  it.each(['signed_in=0', 'signed_in=', 'not_signed_in=1'])(
    'a cookie that is not the hint (%s) counts as none',
    async (cookie) => {
      setCookie(cookie)
      const { calls } = renderGate({ MeQuery: () => ({ data: { me: residentFixture() } }) })
      expect(screen.getByText('Сессия: signedOut')).toBeInTheDocument()
      await settle()
      expect(mockLoaderTaken).not.toHaveBeenCalled()
      expect(calls).toEqual([])
      document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`
    },
  )

  it('with the hint loads the loader, which asks me and signs the resident in', async () => {
    setCookie(`${SESSION_HINT_COOKIE}=1`)
    const { callsOf } = renderGate({ MeQuery: () => ({ data: { me: residentFixture() } }) })
    expect(screen.getByText('Сессия: unknown')).toBeInTheDocument()
    expect(await screen.findByText('Сессия: signedIn Анна')).toBeInTheDocument()
    expect(mockLoaderTaken).toHaveBeenCalled()
    expect(callsOf('MeQuery')).toHaveLength(1)
    expect(hintInBrowser()).toBe(true)
  })

  it('a stale hint (me answers null) signs out and is removed, so the next page does not ask', async () => {
    setCookie(`${SESSION_HINT_COOKIE}=1`)
    renderGate({ MeQuery: () => ({ data: { me: null } }) })
    expect(await screen.findByText('Сессия: signedOut')).toBeInTheDocument()
    expect(hintInBrowser()).toBe(false)
  })

  it.each<[string, MockHandlers[string]]>([
    [
      'a GraphQL error',
      () => ({ errors: [{ message: 'Внутренняя ошибка', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    ],
    ['a network failure', () => ({ networkError: new TypeError('Failed to fetch') })],
  ])('a failed me (%s) signs out for this page but keeps the hint: the session may be alive', async (_name, answer) => {
    setCookie(`${SESSION_HINT_COOKIE}=1`)
    renderGate({ MeQuery: answer })
    expect(await screen.findByText('Сессия: signedOut')).toBeInTheDocument()
    expect(hintInBrowser()).toBe(true)
  })

  it('a cabinet page that brought its user neither imports the loader nor asks', async () => {
    const { calls } = renderGate({}, residentFixture({ name: 'Пётр' }) as SessionUser)
    expect(screen.getByText('Сессия: signedIn Пётр')).toBeInTheDocument()
    await settle()
    expect(mockLoaderTaken).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })
})
