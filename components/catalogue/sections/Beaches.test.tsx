import { render, screen, within } from '@testing-library/react'
import type { ComponentProps, ReactNode } from 'react'

import type { BeachView_BeachFragment } from '@/lib/__generated__/gql/graphql'
import { SECTION_DESCRIPTIONS } from '@/lib/catalogue/descriptions'
import { SITE_URL } from '@/lib/seo/site'
import { cards, factValue, pageInfo } from '@/lib/test/catalogueViews'
import { BeachView } from './Beaches'
import { BeachesListView } from './BeachesList'
import { BeachGroupView } from './BeachGroupView'

jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}))

const beach: BeachView_BeachFragment = {
  id: '7',
  title: 'Джемете',
  summary: null,
  previewPicture: null,
  group: { id: '2', title: 'Пляжи Джемете' },
  surface: { value: 'sand', label: 'Песок' },
  conditions: {
    bathing: { value: 'allowed', label: 'Купание разрешено' },
    flag: { value: 'green', label: 'Зелёный флаг' },
    reasons: [],
    source: { value: 'mchs', label: 'МЧС' },
    document: null,
    note: null,
    validUntil: null,
    verifiedAt: '2026-07-12T06:05:00.000Z',
    lifeguards: true,
    waterTemperature: 23.5,
    waterTemperatureSource: 'measured',
    waterTemperatureAt: '2026-07-12T06:05:00.000Z',
    waveHeight: 0.62,
    waveHeightAt: '2026-07-12T09:00:00.000Z',
    windSpeed: null,
    windSpeedAt: null,
    uvIndex: null,
    uvIndexAt: null,
  },
  workingHours: { allDay: true, from: null, to: null },
  address: 'Пионерский проспект',
  lengthMeters: 1200,
  amenities: [{ value: 'showers', label: 'Душ' }],
  accessibility: {
    accessible: true,
    features: [{ key: 'ramp', label: 'Пандус' }],
    note: 'Пандус у центрального входа',
    surface: null,
    gradient: null,
  },
  html: '',
  gallery: [],
  location: null,
  seo: { title: null, description: null },
}

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!))

describe('BeachView: SEO', () => {
  it('has its canonical URL, the section description as the last fallback, and Beach + BreadcrumbList data', () => {
    // getStaticProps builds the Beach node (lib/server/seo/structuredData); the view puts it in the page.
    const structuredData = { '@context': 'https://schema.org', '@type': 'Beach', name: 'Джемете' } as const
    render(<BeachView beach={beach} structuredData={structuredData} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Джемете' })).toBeInTheDocument()
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/plyazhi/7`)
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', SECTION_DESCRIPTIONS.beaches)
    const data = jsonLd()
    expect(data.map((d) => d['@type']).sort()).toEqual(['Beach', 'BreadcrumbList'])
    expect(data.find((d) => d['@type'] === 'Beach')).toEqual(structuredData)
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Главная',
      'Пляжи',
      'Группа пляжей',
      'Джемете',
    ])
  })

  it('says what is recorded about its accessibility, or that nothing is', () => {
    const { rerender } = render(<BeachView beach={beach} structuredData={null} />)
    const section = screen.getByRole('region', { name: 'Доступная среда' })
    expect(within(section).getByRole('listitem')).toHaveTextContent('Пандус')
    expect(section).toHaveTextContent('Пандус у центрального входа')
    const nothing = { accessible: false, features: [], note: null, surface: null, gradient: null }
    rerender(<BeachView beach={{ ...beach, accessibility: nothing }} structuredData={null} />)
    expect(screen.getByRole('region', { name: 'Доступная среда' })).toHaveTextContent(
      'Сведений о доступности пока нет.',
    )
    // A note alone is something recorded: it is shown, without the «nothing» line.
    rerender(<BeachView beach={{ ...beach, accessibility: { ...nothing, note: 'К воде ведёт лестница' } }} />)
    const noted = screen.getByRole('region', { name: 'Доступная среда' })
    expect(noted).toHaveTextContent('К воде ведёт лестница')
    expect(noted).not.toHaveTextContent('Сведений о доступности пока нет.')
  })
})

type ListData = ComponentProps<typeof BeachesListView>['data']

// The beach above as the list shows it, and a closed one beside it.
const { id, title, summary, previewPicture, group, surface, workingHours, accessibility } = beach
const card = (bathing: { value: string; label: string }, water: number | null, source: string | null) => ({
  bathing,
  waterTemperature: water,
  waterTemperatureSource: source,
})
const open = {
  id,
  title,
  summary,
  previewPicture,
  group,
  surface,
  conditions: card({ value: 'allowed', label: 'Купание разрешено' }, 23.5, 'measured'),
  workingHours,
  accessibility,
}
const stormy = {
  ...open,
  id: '8',
  title: 'Пионерский',
  conditions: card({ value: 'banned', label: 'Купание запрещено' }, 21, 'model'),
  workingHours: { allDay: false, from: '08:00', to: '20:00' },
  accessibility: { accessible: false, features: [] },
}

const list = (items: ListData['beaches']['items']): ListData => ({
  beaches: { items, pageInfo: pageInfo(1, 1) },
  beachGroups: [{ id: '2', title: 'Пляжи Джемете', beachesCount: 2 }],
})

describe('BeachesListView', () => {
  it('shows the title, the group links and a card per beach, with its bathing status and water', () => {
    render(<BeachesListView data={list([open, stormy])} filter={null} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Пляжи' })).toBeInTheDocument()
    const groups = screen.getByRole('navigation', { name: 'Группы пляжей' })
    expect(within(groups).getByRole('link', { name: 'Пляжи Джемете 2' })).toHaveAttribute('href', '/plyazhi/group-2')
    expect(cards()).toEqual([
      { title: 'Джемете', href: '/plyazhi/7' },
      { title: 'Пионерский', href: '/plyazhi/8' },
    ])
    expect(screen.getAllByText('Купание запрещено')).toHaveLength(1)
    expect(screen.getAllByText('Купание разрешено')).toHaveLength(1)
    expect(screen.getByText('С 08:00 до 20:00')).toBeInTheDocument()
    expect(screen.getByText('Вода +23,5 °C')).toBeInTheDocument()
    expect(screen.getByText('Вода +21 °C (по данным модели)')).toBeInTheDocument()
    const [jemeteCard, stormyCard] = screen.getAllByRole('article')
    expect(jemeteCard).toHaveTextContent('Доступная среда: пандус')
    expect(stormyCard).not.toHaveTextContent('Доступн')
  })

  it('says whether a beach is open now by its hours, apart from whether one may swim', () => {
    jest.useFakeTimers({ now: new Date('2026-07-15T23:30:00+03:00') })
    try {
      const unconfirmed = {
        ...stormy,
        id: '9',
        title: 'Малая бухта',
        conditions: card({ value: 'unconfirmed', label: 'Статус не подтверждён' }, null, null),
      }
      render(<BeachesListView data={list([open, stormy, unconfirmed])} filter={null} />)
      // At 23:30 Джемете (round the clock) is open, the two 08:00–20:00 beaches are closed; bathing
      // is its own line on every card, whatever the hours.
      expect(screen.getAllByText('Открыто сейчас')).toHaveLength(1)
      expect(screen.getAllByText('Закрыто')).toHaveLength(2)
      expect(screen.getByText('Статус не подтверждён')).toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it('says so when there are no beaches', () => {
    render(<BeachesListView data={list([])} filter={null} />)
    expect(screen.getByText('Пляжей пока нет. Загляните позже.')).toBeInTheDocument()
  })
})

describe('BeachView: can one swim', () => {
  it('shows the status with who decided, the water and the model’s waves with their time, and when it was confirmed', () => {
    render(<BeachView beach={beach} />)
    const panel = screen.getByRole('region', { name: 'Можно ли купаться' })
    expect(within(panel).getByRole('status')).toHaveTextContent('Купание разрешено')
    expect(within(panel).getByText('МЧС')).toBeInTheDocument()
    expect(within(panel).getByText('На посту')).toBeInTheDocument()
    expect(within(panel).getByText('+23,5 °C')).toBeInTheDocument()
    expect(within(panel).getByText('0,6 м, прогноз на 12.07.2026, 12:00')).toBeInTheDocument()
    expect(within(panel).getByText('обновлено 12.07.2026, 09:05')).toBeInTheDocument()
    // No wind or UV from the model: no line for them rather than an invented value.
    expect(within(panel).queryByText('Ветер')).not.toBeInTheDocument()
    // The model's values come with its name.
    expect(within(panel).getByRole('link', { name: 'Open-Meteo.com' })).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    )
  })

  it('shows a ban with its reasons, its act and its end', () => {
    const banned = {
      ...beach,
      conditions: {
        ...beach.conditions,
        bathing: { value: 'banned', label: 'Купание запрещено' },
        flag: { value: 'red', label: 'Красный флаг: купаться запрещено' },
        reasons: [{ value: 'oil_products', label: 'Нефтепродукты в воде или на берегу' }],
        source: { value: 'operational_hq', label: 'Оперативный штаб' },
        document: 'постановление № 12 от 12.07.2026',
        validUntil: '2026-07-20T18:00:00.000Z',
      },
    }
    render(<BeachView beach={banned} />)
    const panel = screen.getByRole('region', { name: 'Можно ли купаться' })
    expect(within(panel).getByRole('status')).toHaveTextContent('Купание запрещено')
    expect(within(panel).getByText('Нефтепродукты в воде или на берегу')).toBeInTheDocument()
    expect(within(panel).getByText('Оперативный штаб, постановление № 12 от 12.07.2026')).toBeInTheDocument()
    expect(within(panel).getByText('20.07.2026, 21:00')).toBeInTheDocument()
  })
})

describe('BeachView: facts', () => {
  it('shows the surface, the length, the address and the amenities', () => {
    render(<BeachView beach={beach} />)
    expect(factValue('Адрес')).toBe('Пионерский проспект')
    expect(screen.getByText('Песок')).toBeInTheDocument()
    const amenities = screen.getByRole('region', { name: 'Удобства' })
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Душ'])
  })
})

const jemete: ComponentProps<typeof BeachGroupView>['group'] = {
  id: '2',
  title: 'Пляжи Джемете',
  summary: 'Песчаные пляжи на севере',
  html: '<p>Дюны и мелководье.</p>',
  previewPicture: null,
  seo: { title: null, description: null },
  beachesCount: 1,
  beaches: [open],
}

describe('BeachGroupView', () => {
  it("shows the group's title, its text and its beaches as cards", () => {
    render(<BeachGroupView group={jemete} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Пляжи Джемете' })).toBeInTheDocument()
    expect(screen.getByText('Песчаные пляжи на севере')).toBeInTheDocument()
    expect(screen.getByText('Дюны и мелководье.')).toBeInTheDocument()
    expect(cards()).toEqual([{ title: 'Джемете', href: '/plyazhi/7' }])
  })

  it("names the group in its crumb, under the route table's «Группа пляжей»", () => {
    render(<BeachGroupView group={jemete} />)
    const crumbs = screen.getByRole('navigation', { name: 'Хлебные крошки' })
    expect(within(crumbs).getByRole('link', { name: 'Пляжи' })).toHaveAttribute('href', '/plyazhi')
    expect(within(crumbs).getByRole('link', { name: 'Группа пляжей «Пляжи Джемете»' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('says so when the group has no beaches yet', () => {
    const empty = { ...jemete, summary: null, html: '', beachesCount: 0, beaches: [] }
    render(<BeachGroupView group={empty} />)
    expect(screen.getByRole('status')).toHaveTextContent('В этой группе пока нет пляжей.')
  })
})
