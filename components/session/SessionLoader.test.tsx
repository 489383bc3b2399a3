import { render, screen } from '@testing-library/react'

import { createMockClient, residentFixture, type MockHandlers } from '@/lib/test/mockApollo'
import type { SessionUser } from '@/lib/pageProps'

import { SessionProvider, useSession } from './SessionContext'
import { SessionLoader } from './SessionLoader'
import { recallUser, rememberUser } from './rememberedUser'

const mock: { current: ReturnType<typeof createMockClient> | null } = { current: null }
jest.mock('@/lib/apollo/browserClient', () => ({ getBrowserClient: () => mock.current!.client }))

function SessionStatus() {
  const { status, user } = useSession()
  return <p>{`Сессия: ${status}${user ? ` ${user.name}` : ''}`}</p>
}

function renderLoader(handlers: MockHandlers, serverUser?: SessionUser | null) {
  mock.current = createMockClient(handlers)
  render(
    <SessionProvider serverUser={serverUser}>
      <SessionLoader />
      <SessionStatus />
    </SessionProvider>,
  )
  return mock.current
}

describe('SessionLoader (docs/spec.md#4-states-and-transitions Session)', () => {
  beforeEach(() => window.localStorage.clear())

  it('loads me after hydration and signs the visitor in', async () => {
    renderLoader({ MeQuery: () => ({ data: { me: residentFixture() } }) })
    expect(screen.getByText('Сессия: unknown')).toBeInTheDocument()
    expect(await screen.findByText('Сессия: signedIn Анна')).toBeInTheDocument()
  })

  it('no session: signed out', async () => {
    renderLoader({ MeQuery: () => ({ data: { me: null } }) })
    expect(await screen.findByText('Сессия: signedOut')).toBeInTheDocument()
  })

  it.each<[string, MockHandlers[string]]>([
    ['a GraphQL error', () => ({ errors: [{ message: 'Требуется вход', extensions: { code: 'UNAUTHENTICATED' } }] })],
    ['a network failure', () => ({ networkError: new TypeError('Failed to fetch') })],
  ])('a failed load (%s) leaves the visitor logged out', async (_name, answer) => {
    renderLoader({ MeQuery: answer })
    expect(await screen.findByText('Сессия: signedOut')).toBeInTheDocument()
  })

  it('does not ask again when the page already brought the user', async () => {
    const { calls } = renderLoader({}, residentFixture({ name: 'Пётр' }) as SessionUser)
    expect(screen.getByText('Сессия: signedIn Пётр')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls).toEqual([])
  })

  describe('without an answer: a page served offline from the cache (lib/pwa/worker)', () => {
    it('keeps the resident this browser last knew signed in', async () => {
      rememberUser(residentFixture({ name: 'Пётр' }) as SessionUser)
      renderLoader({ MeQuery: () => ({ networkError: new TypeError('Failed to fetch') }) })
      expect(await screen.findByText('Сессия: signedIn Пётр')).toBeInTheDocument()
      expect(recallUser()?.name).toBe('Пётр')
    })

    it('also while the gateway fails with a server error', async () => {
      rememberUser(residentFixture({ name: 'Пётр' }) as SessionUser)
      renderLoader({
        MeQuery: () => ({
          errors: [{ message: 'Сервис временно недоступен', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
        }),
      })
      expect(await screen.findByText('Сессия: signedIn Пётр')).toBeInTheDocument()
    })

    it('a refusal is an answer: signed out, and the remembered resident is forgotten', async () => {
      rememberUser(residentFixture({ name: 'Пётр' }) as SessionUser)
      renderLoader({
        MeQuery: () => ({ errors: [{ message: 'Требуется вход', extensions: { code: 'UNAUTHENTICATED' } }] }),
      })
      expect(await screen.findByText('Сессия: signedOut')).toBeInTheDocument()
      expect(recallUser()).toBeNull()
    })

    it('an answer of nobody forgets the remembered resident too', async () => {
      rememberUser(residentFixture({ name: 'Пётр' }) as SessionUser)
      renderLoader({ MeQuery: () => ({ data: { me: null } }) })
      expect(await screen.findByText('Сессия: signedOut')).toBeInTheDocument()
      expect(recallUser()).toBeNull()
    })
  })
})
