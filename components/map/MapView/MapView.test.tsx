import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { MapView_ObjectFragment } from '@/lib/__generated__/gql/graphql'
import type { CityMapProps } from '..'
import { MapView } from './MapView'

// Leaflet does not belong in jsdom: the map is a stub that shows what it was asked to draw.
let mockMapProps: CityMapProps | null = null
jest.mock('..', () => ({
  CityMap: (props: CityMapProps) => {
    mockMapProps = props
    return (
      <ul aria-label="Маркеры">
        {props.markers.map((m) => (
          <li key={m.key}>{m.title}</li>
        ))}
      </ul>
    )
  },
}))

const mockReplace = jest.fn(() => Promise.resolve(true))
let mockQuery: Record<string, string | string[]> = {}
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/karta', query: mockQuery, isReady: true, replace: mockReplace }),
}))

const object = (over: Partial<MapView_ObjectFragment>): MapView_ObjectFragment => ({
  kind: 'BEACH',
  id: '1',
  slug: null,
  title: 'Объект',
  subtitle: null,
  bathing: null,
  flag: null,
  accessibility: { accessible: false },
  point: { lat: 44.9, lon: 37.3 },
  track: null,
  image: null,
  ...over,
})

const OBJECTS = [
  object({
    kind: 'BEACH',
    id: '1',
    title: 'Центральный пляж',
    subtitle: 'Купание разрешено',
    bathing: 'allowed',
    flag: 'green',
    accessibility: { accessible: true },
  }),
  object({ kind: 'BEACH', id: '2', title: 'Джемете', subtitle: 'Купание запрещено', bathing: 'banned', flag: 'red' }),
  object({ kind: 'PLACE', id: '1', title: 'Маяк', subtitle: 'Достопримечательности' }),
  object({
    kind: 'EVENT',
    id: '4',
    slug: 'festival-kino',
    title: 'Киномай',
    subtitle: '12.07.2026, 19:00',
    accessibility: null,
  }),
  object({
    kind: 'ROUTE',
    id: '3',
    title: 'Высокий берег',
    track: [
      { lat: 44.89, lon: 37.3 },
      { lat: 44.88, lon: 37.29 },
    ],
  }),
]

const list = () => screen.getByRole('region', { name: 'Список объектов' })
const markers = () => within(screen.getByRole('list', { name: 'Маркеры' })).queryAllByRole('listitem')
const chip = (name: string) => within(screen.getByRole('group', { name: 'Слои карты' })).getByRole('button', { name })

beforeEach(() => {
  mockQuery = {}
  mockMapProps = null
  mockReplace.mockClear()
})

describe('beaches on the map', () => {
  it('can show only the beaches where one may swim, the other layers untouched, and back', async () => {
    render(<MapView objects={OBJECTS} />)
    const swimOnly = screen.getByRole('checkbox', { name: 'Купаться можно' })
    await userEvent.click(swimOnly)
    expect(within(list()).queryByRole('link', { name: 'Джемете' })).not.toBeInTheDocument()
    expect(within(list()).getByRole('link', { name: 'Центральный пляж' })).toBeInTheDocument()
    expect(markers().map((m) => m.textContent)).toEqual(['Центральный пляж', 'Маяк', 'Киномай', 'Высокий берег'])
    // The marker keeps the flag it takes its colour from.
    expect(mockMapProps?.markers.find((m) => m.title === 'Центральный пляж')?.flag).toBe('green')
    await userEvent.click(swimOnly)
    expect(within(list()).getByRole('link', { name: 'Джемете' })).toBeInTheDocument()
  })

  it('explains the colours of the flags, and offers the filter only with the beaches layer on', async () => {
    render(<MapView objects={OBJECTS} />)
    await userEvent.click(screen.getByText('Цвета пляжей'))
    expect(screen.getByText('Красный: купаться запрещено')).toBeVisible()
    await userEvent.click(chip('Пляжи'))
    expect(screen.queryByRole('checkbox', { name: 'Купаться можно' })).not.toBeInTheDocument()
  })
})

describe('«Доступная среда» on the map', () => {
  it('shows only what counts as accessible, on every layer, and back', async () => {
    render(<MapView objects={OBJECTS} />)
    const accessibleOnly = screen.getByRole('checkbox', { name: 'Доступная среда' })
    await userEvent.click(accessibleOnly)
    expect(markers().map((m) => m.textContent)).toEqual(['Центральный пляж'])
    expect(within(list()).queryByRole('link', { name: 'Маяк' })).not.toBeInTheDocument()
    await userEvent.click(accessibleOnly)
    expect(markers()).toHaveLength(OBJECTS.length)
  })
})

describe('the map page', () => {
  it('lists every object by kind, each a link to its page', () => {
    render(<MapView objects={OBJECTS} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Карта' })).toBeInTheDocument()
    // The crumb 'Карта' of docs/spec.md#2-screens-and-routes.
    const crumbs = screen.getByRole('navigation', { name: 'Хлебные крошки' })
    expect(within(crumbs).getByText('Карта')).toHaveAttribute('aria-current', 'page')
    const headings = within(list())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(headings).toEqual(['Пляжи (2)', 'Интересные места (1)', 'Афиша (1)', 'Маршруты (1)'])
    expect(within(list()).getByRole('link', { name: 'Джемете' })).toHaveAttribute('href', '/plyazhi/2')
    expect(within(list()).getByRole('link', { name: 'Киномай' })).toHaveAttribute('href', '/afisha/festival-kino')
    expect(within(list()).getByRole('link', { name: 'Высокий берег' })).toHaveAttribute('href', '/peshie-marshruty/3')
    expect(markers()).toHaveLength(5)
  })

  it('a layer chip hides its markers and its list entries, and the URL remembers it', async () => {
    const user = userEvent.setup()
    render(<MapView objects={OBJECTS} />)
    expect(chip('Пляжи')).toHaveAttribute('aria-pressed', 'true')

    await user.click(chip('Пляжи'))

    expect(chip('Пляжи')).toHaveAttribute('aria-pressed', 'false')
    expect(within(list()).queryByRole('link', { name: 'Джемете' })).not.toBeInTheDocument()
    expect(within(list()).queryByRole('heading', { name: /Пляжи/ })).not.toBeInTheDocument()
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3)
    expect(markers().map((m) => m.textContent)).toEqual(['Маяк', 'Киномай', 'Высокий берег'])
    expect(mockReplace).toHaveBeenLastCalledWith(
      { pathname: '/karta', query: { layers: 'place,urban,event,route' } },
      undefined,
      { shallow: true, scroll: false },
    )

    await user.click(chip('Пляжи'))
    expect(within(list()).getByRole('link', { name: 'Джемете' })).toBeInTheDocument()
    expect(mockReplace).toHaveBeenLastCalledWith({ pathname: '/karta', query: {} }, undefined, {
      shallow: true,
      scroll: false,
    })
  })

  it('starts from the layers in the URL and says so when every layer is off', async () => {
    mockQuery = { layers: 'route' }
    const user = userEvent.setup()
    render(<MapView objects={OBJECTS} />)
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1)
    expect(markers().map((m) => m.textContent)).toEqual(['Высокий берег'])
    expect(chip('Пляжи')).toHaveAttribute('aria-pressed', 'false')

    await user.click(chip('Маршруты'))
    expect(within(list()).getByText(/Все слои выключены/)).toBeInTheDocument()
    expect(markers()).toHaveLength(0)
  })

  it('centres on a valid point from a link, and ignores a broken one', () => {
    mockQuery = { lat: '44.93', lon: '37.28' }
    const { unmount } = render(<MapView objects={OBJECTS} />)
    expect(mockMapProps?.focus).toMatchObject({ point: { lat: 44.93, lon: 37.28 }, kind: 'link' })
    unmount()

    mockQuery = { lat: '44.93', lon: 'javascript:alert(1)' }
    render(<MapView objects={OBJECTS} />)
    expect(mockMapProps?.focus).toBeNull()
  })

  it('"На карте" in the list opens that object on the map (switching from the list view)', async () => {
    const user = userEvent.setup()
    render(<MapView objects={OBJECTS} />)
    await user.click(screen.getByRole('button', { name: 'Списком' }))
    expect(screen.getByRole('button', { name: 'Списком' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Показать на карте: Маяк' }))
    expect(screen.getByRole('button', { name: 'Карта' })).toHaveAttribute('aria-pressed', 'true')
    expect(mockMapProps?.selection).toMatchObject({ key: 'PLACE-1' })
  })

  it('says when the base map fails, while markers and the list stay', () => {
    render(<MapView objects={OBJECTS} />)
    act(() => mockMapProps!.onTilesFailedChange(true))
    expect(screen.getByText('Карта-подложка не загрузилась')).toBeInTheDocument()
    expect(markers()).toHaveLength(5)
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5)
    act(() => mockMapProps!.onTilesFailedChange(false))
    expect(screen.queryByText('Карта-подложка не загрузилась')).not.toBeInTheDocument()
  })
})

describe('"Где я"', () => {
  const setGeolocation = (value: unknown) =>
    Object.defineProperty(window.navigator, 'geolocation', { value, configurable: true })
  afterEach(() => setGeolocation(undefined))

  it('falls back to the default user coordinates of docs/spec.md#9-business-constants-and-limits when the visitor says no, and says so', async () => {
    setGeolocation({
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    })
    const user = userEvent.setup()
    render(<MapView objects={OBJECTS} />)
    await user.click(screen.getByRole('button', { name: 'Где я' }))
    expect(
      await screen.findByText('Доступ к геолокации не разрешён, поэтому показываем точку в центре Анапы.'),
    ).toHaveAttribute('role', 'status')
    expect(mockMapProps?.focus).toMatchObject({
      point: { lat: 44.8857, lon: 37.31992 },
      kind: 'user',
      label: 'Вы здесь',
    })
  })

  it('centres on the browser position when it has one', async () => {
    setGeolocation({
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 44.95, longitude: 37.25 } } as GeolocationPosition),
    })
    const user = userEvent.setup()
    render(<MapView objects={OBJECTS} />)
    await user.click(screen.getByRole('button', { name: 'Где я' }))
    expect(await screen.findByText('Карта показывает, где вы находитесь.')).toBeInTheDocument()
    expect(mockMapProps?.focus).toMatchObject({ point: { lat: 44.95, lon: 37.25 }, kind: 'user' })
  })

  it('falls back when the browser has no geolocation at all', async () => {
    const user = userEvent.setup()
    render(<MapView objects={OBJECTS} />)
    await user.click(screen.getByRole('button', { name: 'Где я' }))
    expect(await screen.findByText(/Ваш браузер не умеет определять местоположение/)).toBeInTheDocument()
    expect(mockMapProps?.focus).toMatchObject({ point: { lat: 44.8857, lon: 37.31992 } })
  })
})
