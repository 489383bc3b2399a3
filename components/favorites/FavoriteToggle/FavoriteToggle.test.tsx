import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { Toaster, toast } from 'sonner'

import {
  createMockClient,
  gatewayError,
  residentFixture,
  type MockAnswer,
  type MockHandlers,
} from '@/lib/test/mockApollo'
import { AccountPanelsProvider } from '@/components/layout/AccountPanels'
import { SessionProvider, useSession, type SessionUser } from '@/components/session'
import { FavoritesProvider, useFavorites, type FavoriteItem } from '@/components/favorites/FavoritesContext'
import FavoritesLoader from '@/components/favorites/FavoritesLoader'
import { FavoriteToggle } from './FavoriteToggle'

const mock: { current: ReturnType<typeof createMockClient> | null } = { current: null }
jest.mock('@/lib/apollo/browserClient', () => ({ getBrowserClient: () => mock.current!.client }))
jest.mock('next/router', () => ({
  __esModule: true,
  useRouter: () => ({ asPath: '/plyazhi', push: jest.fn() }),
  default: { beforePopState: jest.fn() },
}))

afterEach(() => act(() => void toast.dismiss()))

const favorite = (entity: string, slug: string, title: string) => ({
  __typename: 'Favorite',
  entity,
  slug,
  title,
  image: null,
  available: true,
  addedAt: '2026-07-10T08:15:00.000Z',
  href: `/plyazhi/${slug}`,
})

const CENTRAL: FavoriteItem = { entity: 'BEACH', slug: '12', title: 'Центральный пляж', href: '/plyazhi/12' }
const DZHEMETE: FavoriteItem = { entity: 'BEACH', slug: '14', title: 'Джемете', href: '/plyazhi/14' }

/** What AppShell does: the favourites with Apollo load only for a signed-in resident. */
function Shell({ children }: { children: ReactNode }) {
  const { status } = useSession()
  return (
    <AccountPanelsProvider>
      <FavoritesProvider>
        {status === 'signedIn' ? <FavoritesLoader /> : null}
        {children}
        <Toaster />
      </FavoritesProvider>
    </AccountPanelsProvider>
  )
}

function Count() {
  const { keys } = useFavorites()
  return <p>{`В избранном: ${keys?.size ?? '—'}`}</p>
}

function SignInDone() {
  const { setUser } = useSession()
  return (
    <button type="button" onClick={() => setUser(residentFixture() as SessionUser)}>
      Вход выполнен
    </button>
  )
}

function renderCards(handlers: MockHandlers, { signedIn = true } = {}) {
  mock.current = createMockClient(handlers)
  render(
    <SessionProvider serverUser={signedIn ? (residentFixture() as SessionUser) : null}>
      <Shell>
        <article aria-label="Центральный пляж">
          <FavoriteToggle item={CENTRAL} />
        </article>
        <article aria-label="Джемете">
          <FavoriteToggle item={DZHEMETE} />
        </article>
        <Count />
        <SignInDone />
      </Shell>
    </SessionProvider>,
  )
  return mock.current
}

const heart = (card: string, options: { hidden?: boolean } = {}) =>
  within(screen.getByRole('article', { name: card, ...options })).getByRole('button', options)

/** A gateway answer the test releases when it has looked at the page in between. */
function later() {
  let release: (answer: MockAnswer) => void = () => {}
  const answer = new Promise<MockAnswer>((resolve) => {
    release = resolve
  })
  return { handler: () => answer, release: (value: MockAnswer) => act(() => release(value)) }
}

const listOf =
  (...items: ReturnType<typeof favorite>[]) =>
  () => ({ data: { favorites: items } })

describe('FavoriteToggle', () => {
  it("learns the resident's favourites after hydration from one query for every card", async () => {
    const { callsOf } = renderCards({ FavoritesQuery: listOf(favorite('BEACH', '12', 'Центральный пляж')) })
    // The server's HTML: nobody known, every heart empty.
    expect(heart('Центральный пляж')).toHaveAttribute('aria-pressed', 'false')
    expect(await screen.findByText('В избранном: 1')).toBeInTheDocument()
    expect(heart('Центральный пляж')).toHaveAttribute('aria-pressed', 'true')
    expect(heart('Центральный пляж')).toHaveAccessibleName('Убрать из избранного')
    expect(heart('Джемете')).toHaveAttribute('aria-pressed', 'false')
    expect(heart('Джемете')).toHaveAccessibleName('Добавить в избранное')
    expect(callsOf('FavoritesQuery')).toHaveLength(1)
  })

  it("draws a pressed heart with the sprite's filled symbol and an unpressed one with its outline", async () => {
    renderCards({ FavoritesQuery: listOf(favorite('BEACH', '12', 'Центральный пляж')) })
    await screen.findByText('В избранном: 1')
    const symbolOf = (name: string) => heart(name).querySelector('use')?.getAttribute('href')
    expect(symbolOf('Центральный пляж')).toBe('/icons.svg#heart-filled')
    expect(symbolOf('Джемете')).toBe('/icons.svg#heart')
  })

  it('adds at once (optimistic), before the gateway answers, and keeps it when the gateway agrees', async () => {
    const add = later()
    const { callsOf } = renderCards({ FavoritesQuery: listOf(), AddFavoriteMutation: add.handler })
    await screen.findByText('В избранном: 0')
    await userEvent.click(heart('Джемете'))
    // The gateway has not answered yet.
    expect(heart('Джемете')).toHaveAttribute('aria-pressed', 'true')
    expect(heart('Джемете')).toHaveAccessibleName('Убрать из избранного')
    expect(screen.getByText('В избранном: 1')).toBeInTheDocument()
    expect(callsOf('AddFavoriteMutation')).toEqual([
      { operationName: 'AddFavoriteMutation', variables: { entity: 'BEACH', slug: '14' } },
    ])
    await add.release({ data: { addFavorite: favorite('BEACH', '14', 'Джемете') } })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(heart('Джемете')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('В избранном: 1')).toBeInTheDocument()
    expect(screen.queryByText('Произошла ошибка')).not.toBeInTheDocument()
  })

  it.each<[string, MockAnswer, string]>([
    ['refused', gatewayError('Не найдено', 'NOT_FOUND'), 'Не найдено'],
    [
      'a network failure',
      { networkError: new TypeError('Failed to fetch') },
      'Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз',
    ],
  ])('an add that fails (%s) rolls back and says «Произошла ошибка»', async (_name, answer, message) => {
    const add = later()
    renderCards({ FavoritesQuery: listOf(), AddFavoriteMutation: add.handler })
    await screen.findByText('В избранном: 0')
    await userEvent.click(heart('Джемете'))
    expect(heart('Джемете')).toHaveAttribute('aria-pressed', 'true')
    await add.release(answer)
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(heart('Джемете')).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('В избранном: 0')).toBeInTheDocument()
  })

  it('removes at once, and a failed removal puts the favourite back with the toast', async () => {
    const remove = later()
    const { callsOf } = renderCards({
      FavoritesQuery: listOf(favorite('BEACH', '12', 'Центральный пляж')),
      RemoveFavoriteMutation: remove.handler,
    })
    await screen.findByText('В избранном: 1')
    await userEvent.click(heart('Центральный пляж'))
    expect(heart('Центральный пляж')).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('В избранном: 0')).toBeInTheDocument()
    expect(callsOf('RemoveFavoriteMutation')[0]?.variables).toEqual({ entity: 'BEACH', slug: '12' })
    await remove.release(gatewayError('Сервис временно недоступен. Попробуйте позже', 'UPSTREAM_UNAVAILABLE'))
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
    expect(screen.getByText('Сервис временно недоступен. Попробуйте позже')).toBeInTheDocument()
    expect(heart('Центральный пляж')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('В избранном: 1')).toBeInTheDocument()
  })

  it('a removal the gateway no longer finds (removed on another device) stays removed, without a toast', async () => {
    renderCards({
      FavoritesQuery: listOf(favorite('BEACH', '12', 'Центральный пляж')),
      RemoveFavoriteMutation: () => gatewayError('Не найдено', 'NOT_FOUND'),
    })
    await screen.findByText('В избранном: 1')
    await userEvent.click(heart('Центральный пляж'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(heart('Центральный пляж')).toHaveAttribute('aria-pressed', 'false')
    expect(screen.queryByText('Произошла ошибка')).not.toBeInTheDocument()
  })

  it('signed out: the heart opens the auth drawer, nothing is asked of the gateway, and the add completes after sign-in', async () => {
    const { calls, callsOf } = renderCards(
      {
        FavoritesQuery: listOf(favorite('EVENT', 'festival', 'Фестиваль')),
        AddFavoriteMutation: () => ({ data: { addFavorite: favorite('BEACH', '14', 'Джемете') } }),
      },
      { signedIn: false },
    )
    await userEvent.click(heart('Джемете'))
    // It says why it opened.
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toHaveAccessibleDescription(
      'Войдите, чтобы добавить в избранное',
    )
    expect(calls.filter((c) => c.operationName !== 'MeQuery')).toEqual([])
    expect(heart('Джемете', { hidden: true })).toHaveAttribute('aria-pressed', 'false')

    // The drawer signs the resident in (the session learns who it is): the add goes through.
    await userEvent.click(screen.getByRole('button', { name: 'Вход выполнен', hidden: true }))
    await waitFor(() =>
      expect(callsOf('AddFavoriteMutation').map((c) => c.variables)).toEqual([{ entity: 'BEACH', slug: '14' }]),
    )
    // It waited for the resident's list, so the list and the add agree.
    expect(calls.findIndex((c) => c.operationName === 'FavoritesQuery')).toBeLessThan(
      calls.findIndex((c) => c.operationName === 'AddFavoriteMutation'),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Вход' })).not.toBeInTheDocument())
    expect(await screen.findByText('В избранном: 2')).toBeInTheDocument()
    expect(heart('Джемете')).toHaveAttribute('aria-pressed', 'true')
  })
})
