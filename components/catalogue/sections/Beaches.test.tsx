import { render, screen, within } from '@testing-library/react'
import type { ComponentProps, ReactNode } from 'react'

import type { BeachView_BeachFragment } from '@/lib/__generated__/gql/graphql'
import { SECTION_DESCRIPTIONS } from '@/lib/catalogue/descriptions'
import { SITE_URL } from '@/lib/seo/site'
import { cards, factValue, pageInfo } from '@/lib/test/catalogueViews'
import { BeachView } from './Beaches'
import { BeachesListView } from './BeachesList'
import { BeachGroupView } from './Groups'

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
  status: {
    state: { value: 'open', label: 'Открыт' },
    since: null,
    note: null,
  },
  workingHours: { allDay: true, from: null, to: null },
  address: 'Пионерский проспект',
  lengthMeters: 1200,
  amenities: [{ value: 'showers', label: 'Душ' }],
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
})

type ListData = ComponentProps<typeof BeachesListView>['data']

// The beach above as the list shows it, and a closed one beside it.
const { id, title, summary, previewPicture, group, surface, status, workingHours } = beach
const open = { id, title, summary, previewPicture, group, surface, status, workingHours }
const stormy = {
  ...open,
  id: '8',
  title: 'Пионерский',
  status: { state: { value: 'bathingBanned', label: 'Купание запрещено' }, since: '2026-07-12', note: 'Шторм' },
  workingHours: { allDay: false, from: '08:00', to: '20:00' },
}

const list = (items: ListData['beaches']['items']): ListData => ({
  beaches: { items, pageInfo: pageInfo(1, 1) },
  beachGroups: [{ id: '2', title: 'Пляжи Джемете', beachesCount: 2 }],
})

describe('BeachesListView', () => {
  it('shows the title, the group links and a card per beach, with a warning on a closed one', () => {
    render(<BeachesListView data={list([open, stormy])} filter={null} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Пляжи' })).toBeInTheDocument()
    const groups = screen.getByRole('navigation', { name: 'Группы пляжей' })
    expect(within(groups).getByRole('link', { name: 'Пляжи Джемете 2' })).toHaveAttribute('href', '/plyazhi/group-2')
    expect(cards()).toEqual([
      { title: 'Джемете', href: '/plyazhi/7' },
      { title: 'Пионерский', href: '/plyazhi/8' },
    ])
    expect(screen.getAllByText('Купание запрещено')).toHaveLength(1)
    expect(screen.getByText('С 08:00 до 20:00')).toBeInTheDocument()
  })

  it('says whether a beach is open now by its hours, but never "open" for one the editors closed', () => {
    jest.useFakeTimers({ now: new Date('2026-07-15T12:00:00+03:00') })
    try {
      const closed = {
        ...stormy,
        id: '9',
        title: 'Малая бухта',
        status: { ...stormy.status, state: { value: 'closed', label: 'Закрыт' } },
      }
      render(<BeachesListView data={list([open, stormy, closed])} filter={null} />)
      // Джемете is open around the clock, Пионерский 08:00–20:00 (no bathing, but open); Малая бухта is closed.
      expect(screen.getAllByText('Открыто сейчас')).toHaveLength(2)
      expect(screen.getByText('Закрыт')).toBeInTheDocument()
      expect(screen.queryByText('Закрыто')).not.toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it('says so when there are no beaches', () => {
    render(<BeachesListView data={list([])} filter={null} />)
    expect(screen.getByText('Пляжей пока нет. Загляните позже.')).toBeInTheDocument()
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
