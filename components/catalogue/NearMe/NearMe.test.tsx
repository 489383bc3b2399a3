import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'

import { cards, pageInfo } from '@/lib/test/catalogueViews'
import { BeachesListView } from '@/components/catalogue/sections/BeachesList'
import { InfrastructureListView } from '@/components/catalogue/sections/InfrastructureList'
import { RoutesListView } from '@/components/catalogue/sections/RoutesList'

jest.mock('next/head', () => jest.requireActual('@/lib/test/headInBody'))

type BeachList = ComponentProps<typeof BeachesListView>['data']
type Beach = BeachList['beaches']['items'][number]

const listBeach = (id: string, title: string): Beach => ({
  id,
  title,
  summary: null,
  previewPicture: null,
  group: null,
  surface: null,
  conditions: {
    bathing: { value: 'allowed', label: 'Купание разрешено' },
    waterTemperature: null,
    waterTemperatureSource: null,
  },
  workingHours: null,
  accessibility: { accessible: false, features: [] },
})

/** The list page as the server rendered it: page 1 of 2, in the editors' order. */
const beachesPage: BeachList = {
  beaches: { items: [listBeach('1', 'Центральный пляж'), listBeach('12', 'Пляж Сукко')], pageInfo: pageInfo(1, 2) },
  beachGroups: [],
}

/** Seeded beaches (cms/src/seed/data/beaches.ts) as the gateway's mapObjects answers them. */
const mapBeach = (id: string, title: string, lat: number, lon: number) => ({
  kind: 'BEACH',
  id,
  slug: null,
  title,
  subtitle: 'Открыт',
  point: { lat, lon },
  image: null,
})
const BEACHES = [
  mapBeach('1', 'Центральный пляж', 44.9005, 37.3105),
  mapBeach('3', 'Малая бухта', 44.8855, 37.3035),
  mapBeach('5', 'Пляж Джемете', 44.9303, 37.2826),
  mapBeach('12', 'Пляж Сукко', 44.7965, 37.4085),
]

/** A JSON answer as fetch gives it (jsdom has no Response). */
const json = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response

/** The gateway at fetch: records the requests and answers what the test says. */
function gateway(answer: () => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = []
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, init })
    return answer()
  })
  globalThis.fetch = fetchMock as unknown as typeof fetch
  return requests
}
const answering = (objects: unknown[]) => () => json({ data: { mapObjects: objects } })

/** navigator.geolocation as a test tells it to answer; counts the questions. */
function geolocation(answer: 'deny' | { lat: number; lon: number }) {
  const getCurrentPosition = jest.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'deny') fail?.({ code: 1, message: 'denied' } as GeolocationPositionError)
    else ok({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition)
  })
  Object.defineProperty(window.navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
  return getCurrentPosition
}

const savedFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = savedFetch
  Reflect.deleteProperty(window.navigator, 'geolocation')
})

const nearMeButton = () => screen.getByRole('button', { name: 'Рядом со мной' })
const nearbyCards = async () => {
  const region = await screen.findByRole('region', { name: 'Сначала ближайшие' })
  await within(region).findAllByRole('listitem')
  return region
}

describe('"Рядом со мной" on a list page', () => {
  it('asks for nothing on load: no position, no request, the normal list and its pages', () => {
    const asked = geolocation({ lat: 44.797, lon: 37.407 })
    const requests = gateway(answering(BEACHES))
    render(<BeachesListView data={beachesPage} filter={null} />)
    expect(nearMeButton()).toHaveAttribute('aria-pressed', 'false')
    expect(cards().map((c) => c.title)).toEqual(['Центральный пляж', 'Пляж Сукко'])
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument()
    expect(asked).not.toHaveBeenCalled()
    expect(requests).toEqual([])
  })

  it('with the position granted, lists the nearest beach first with its distance, from the device', async () => {
    const asked = geolocation({ lat: 44.797, lon: 37.407 })
    const requests = gateway(answering(BEACHES))
    render(<BeachesListView data={beachesPage} filter={null} />)
    await userEvent.click(nearMeButton())

    const region = await nearbyCards()
    expect(asked).toHaveBeenCalledTimes(1)
    expect(nearMeButton()).toHaveAttribute('aria-pressed', 'true')
    expect(within(region).getByRole('status')).toHaveTextContent('Расстояние считаем от того места, где вы сейчас.')
    expect(cards()).toEqual([
      { title: 'Пляж Сукко', href: '/plyazhi/12' },
      { title: 'Малая бухта', href: '/plyazhi/3' },
      { title: 'Центральный пляж', href: '/plyazhi/1' },
      { title: 'Пляж Джемете', href: '/plyazhi/5' },
    ])
    const first = within(region).getAllByRole('listitem')[0]!
    expect(first).toHaveTextContent(/131\s*м от вас/)
    // The normal list's pages are not the near-me list's.
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument()

    // One plain POST to the gateway, JSON (csrfPrevention), for beaches only.
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe('/api/graphql')
    expect(requests[0]!.init.method).toBe('POST')
    expect(new Headers(requests[0]!.init.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(String(requests[0]!.init.body))).toMatchObject({
      operationName: 'NearMeObjectsQuery',
      variables: { kinds: ['BEACH'] },
    })
  })

  it('with the position denied, sorts from the default coordinates of docs/spec.md#9-business-constants-and-limits and says why', async () => {
    geolocation('deny')
    gateway(answering(BEACHES))
    render(<BeachesListView data={beachesPage} filter={null} />)
    await userEvent.click(nearMeButton())

    const region = await nearbyCards()
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Доступ к геолокации не разрешён, поэтому расстояние считаем от центра Анапы.',
    )
    // From 44.8857, 37.31992: Малая бухта 1.3 km, Центральный 1.8 km, Джемете 5.8 km, Сукко 12.1 km.
    expect(cards().map((c) => c.title)).toEqual(['Малая бухта', 'Центральный пляж', 'Пляж Джемете', 'Пляж Сукко'])
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(/1,3\s*км от вас/)
  })

  it('goes back to the normal list with «Сбросить», focus on the button, and can sort again', async () => {
    geolocation({ lat: 44.797, lon: 37.407 })
    gateway(answering(BEACHES))
    render(<BeachesListView data={beachesPage} filter={null} />)
    await userEvent.click(nearMeButton())
    await nearbyCards()

    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }))
    expect(cards().map((c) => c.title)).toEqual(['Центральный пляж', 'Пляж Сукко'])
    expect(screen.queryByRole('region', { name: 'Сначала ближайшие' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Сбросить' })).not.toBeInTheDocument()
    expect(nearMeButton()).toHaveFocus()
    expect(nearMeButton()).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(nearMeButton())
    await nearbyCards()
    expect(cards()[0]!.title).toBe('Пляж Сукко')
  })

  it('works from the keyboard alone', async () => {
    geolocation({ lat: 44.797, lon: 37.407 })
    gateway(answering(BEACHES))
    render(<BeachesListView data={beachesPage} filter={null} />)
    nearMeButton().focus()
    await userEvent.keyboard('{Enter}')
    await nearbyCards()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Сбросить' })).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(nearMeButton()).toHaveFocus()
    expect(cards().map((c) => c.title)).toEqual(['Центральный пляж', 'Пляж Сукко'])
  })

  it('says it is working while the position and the list are on their way', async () => {
    geolocation({ lat: 44.797, lon: 37.407 })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    gateway(async () => {
      await held
      return answering(BEACHES)()
    })
    render(<BeachesListView data={beachesPage} filter={null} />)
    await userEvent.click(nearMeButton())
    const region = await screen.findByRole('region', { name: 'Сначала ближайшие' })
    expect(region).toHaveAttribute('aria-busy', 'true')
    expect(within(region).getByRole('status')).toHaveTextContent('Определяем, где вы, и считаем расстояние…')
    await act(async () => release())
    await nearbyCards()
    expect(region).toHaveAttribute('aria-busy', 'false')
  })

  it('shows an error with a retry when the gateway fails, and the retry works', async () => {
    geolocation({ lat: 44.797, lon: 37.407 })
    let fail = true
    gateway(() => (fail ? json({ errors: [{ message: 'Сервис недоступен' }], data: null }) : answering(BEACHES)()))
    render(<BeachesListView data={beachesPage} filter={null} />)
    await userEvent.click(nearMeButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить список. Проверьте подключение и попробуйте ещё раз.',
    )
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }))
    await nearbyCards()
    expect(cards()[0]!.title).toBe('Пляж Сукко')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says so when the section has nothing on the map', async () => {
    geolocation({ lat: 44.797, lon: 37.407 })
    gateway(answering([]))
    render(<BeachesListView data={beachesPage} filter={null} />)
    await userEvent.click(nearMeButton())
    expect(await screen.findByText('Пляжей с отметкой на карте пока нет.')).toBeInTheDocument()
    expect(cards()).toEqual([])
  })

  it('links infrastructure by slug and measures a route to its start', async () => {
    geolocation({ lat: 44.8857, lon: 37.31992 })
    gateway(answering([{ ...mapBeach('9', 'Аптека', 44.886, 37.32), kind: 'URBAN', slug: 'apteka-na-lenina' }]))
    const { unmount } = render(
      <InfrastructureListView
        data={{ infrastructure: { items: [], pageInfo: pageInfo(1, 1), filters: [] } }}
        filter={null}
      />,
    )
    await userEvent.click(nearMeButton())
    await nearbyCards()
    expect(cards()).toEqual([{ title: 'Аптека', href: '/infrastruktura/apteka-na-lenina' }])
    unmount()

    gateway(answering([{ ...mapBeach('4', 'По Высокому берегу', 44.89, 37.3), kind: 'ROUTE' }]))
    render(<RoutesListView data={{ walkingRoutes: { items: [], pageInfo: pageInfo(1, 1) } }} filter={null} />)
    await userEvent.click(nearMeButton())
    const region = await nearbyCards()
    expect(cards()).toEqual([{ title: 'По Высокому берегу', href: '/peshie-marshruty/4' }])
    await waitFor(() => expect(region).toHaveTextContent(/1,6\s*км до начала маршрута/))
  })
})
