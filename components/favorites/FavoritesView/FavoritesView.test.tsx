import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster, toast } from 'sonner'

import type { FavoritesQueryQuery } from '@/lib/__generated__/gql/graphql'
import { createCache } from '@/lib/apollo/cache'
import { createMockClient, gatewayError, residentFixture, type MockHandlers } from '@/lib/test/mockApollo'
import type { SessionUser } from '@/components/session'
import { FavoritesView } from './FavoritesView'

const mock: { current: ReturnType<typeof createMockClient> | null } = { current: null }
jest.mock('@/lib/apollo/browserClient', () => ({ getBrowserClient: () => mock.current!.client }))
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ asPath: '/izbrannoe', push: jest.fn() }) }))

afterEach(() => act(() => void toast.dismiss()))

const favorite = (patch: Record<string, unknown>) => ({
  __typename: 'Favorite',
  image: null,
  available: true,
  addedAt: '2026-07-10T08:15:00.000Z',
  ...patch,
})

const LIST = [
  favorite({
    entity: 'MAGAZINE',
    slug: 'luchshie',
    title: 'Лучшие пляжи Анапы',
    href: '/zhurnal-kurorta/stati/luchshie',
  }),
  favorite({ entity: 'BEACH', slug: '14', title: 'Джемете', href: '/plyazhi/14' }),
  favorite({ entity: 'EVENT', slug: 'festival-kino', title: 'Фестиваль кино', available: false, href: null }),
  favorite({ entity: 'BEACH', slug: '12', title: 'Центральный пляж', href: '/plyazhi/12' }),
  favorite({
    entity: 'CLICKPASS_PRODUCTS',
    slug: 'dzhiping',
    title: 'Джипинг в горы',
    href: '/ekskursii-i-tury/dzhiping',
  }),
]

function renderView(
  handlers: MockHandlers,
  { toaster = false, prefill = null }: { toaster?: boolean; prefill?: { favorites: object[] } | null } = {},
) {
  mock.current = createMockClient(handlers, { cache: createCache() })
  render(
    <>
      <FavoritesView me={residentFixture() as SessionUser} prefill={prefill as FavoritesQueryQuery | null} />
      {toaster ? <Toaster /> : null}
    </>,
  )
  return mock.current
}

const groups = () =>
  screen.getAllByRole('region').map((region) => ({
    title: within(region).getByRole('heading').textContent,
    items: within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  }))

describe('/izbrannoe', () => {
  it('pre-filled by the server: shows the favourites at once, without asking the gateway again', async () => {
    const mock = renderView({}, { prefill: { favorites: LIST } })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Центральный пляж' })).toHaveAttribute('href', '/plyazhi/12')
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(mock.callsOf('FavoritesQuery')).toHaveLength(0)
  })

  it('groups the favourites by kind with the Russian group titles, each linking to its page', async () => {
    renderView({ FavoritesQuery: () => ({ data: { favorites: LIST } }) })
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем избранное…')
    expect(await screen.findByRole('heading', { name: 'Пляжи' })).toBeInTheDocument()
    expect(groups()).toEqual([
      { title: 'Пляжи', items: ['ДжеметеУбрать', 'Центральный пляжУбрать'] },
      { title: 'Афиша', items: ['Фестиваль киноБольше недоступноУбрать'] },
      { title: 'Экскурсии и туры', items: ['Джипинг в горыУбрать'] },
      { title: 'Журнал курорта', items: ['Лучшие пляжи АнапыУбрать'] },
    ])
    expect(screen.getByRole('link', { name: 'Центральный пляж' })).toHaveAttribute('href', '/plyazhi/12')
    expect(screen.getByRole('link', { name: 'Лучшие пляжи Анапы' })).toHaveAttribute(
      'href',
      '/zhurnal-kurorta/stati/luchshie',
    )
    expect(screen.getByRole('link', { name: 'Джипинг в горы' })).toHaveAttribute('href', '/ekskursii-i-tury/dzhiping')
  })

  it('shows an item unpublished since as «Больше недоступно», never as a link', async () => {
    renderView({ FavoritesQuery: () => ({ data: { favorites: LIST } }) })
    const gone = (await screen.findByText('Фестиваль кино')).closest('li')!
    expect(within(gone).getByText('Больше недоступно')).toBeInTheDocument()
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument()
    expect(within(gone).getByRole('button', { name: 'Убрать из избранного: Фестиваль кино' })).toBeInTheDocument()
  })

  it('removes an item at once; the last of its kind takes its group with it', async () => {
    const { callsOf } = renderView({
      FavoritesQuery: () => ({ data: { favorites: LIST } }),
      RemoveFavoriteMutation: ({ entity, slug }) => ({
        data: { removeFavorite: { __typename: 'FavoriteKey', entity, slug } },
      }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать из избранного: Джипинг в горы' }))
    expect(screen.queryByText('Джипинг в горы')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Экскурсии и туры' })).not.toBeInTheDocument()
    expect(callsOf('RemoveFavoriteMutation').map((c) => c.variables)).toEqual([
      { entity: 'CLICKPASS_PRODUCTS', slug: 'dzhiping' },
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Убрать из избранного: Центральный пляж' }))
    expect(groups()[0]).toEqual({ title: 'Пляжи', items: ['ДжеметеУбрать'] })
  })

  it('a failed removal puts the item back and says «Произошла ошибка»', async () => {
    renderView(
      {
        FavoritesQuery: () => ({ data: { favorites: LIST } }),
        RemoveFavoriteMutation: () => ({ networkError: new TypeError('Failed to fetch') }),
      },
      { toaster: true },
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать из избранного: Джемете' }))
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Джемете' })).toBeInTheDocument())
  })

  it('empty: says so and links to the catalogue', async () => {
    renderView({ FavoritesQuery: () => ({ data: { favorites: [] } }) })
    expect(await screen.findByText(/В избранном пока ничего нет/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/interesnye-mesta')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('a failed load says why and offers to try again', async () => {
    let attempts = 0
    renderView({
      FavoritesQuery: () => {
        attempts += 1
        return attempts === 1
          ? gatewayError('Сервис временно недоступен. Попробуйте позже', 'UPSTREAM_UNAVAILABLE')
          : { data: { favorites: LIST } }
      },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить избранное. Сервис временно недоступен. Попробуйте позже',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }))
    expect(await screen.findByRole('link', { name: 'Центральный пляж' })).toBeInTheDocument()
  })
})
