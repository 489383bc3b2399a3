import { render, screen, within } from '@testing-library/react'
import type { ComponentProps } from 'react'

import { cards, factValue, pageInfo } from '@/lib/test/catalogueViews'
import { PlaceView } from './Places'
import { PlacesListView } from './PlacesList'

jest.mock('next/head', () => jest.requireActual('@/lib/test/headInBody'))

type ListData = ComponentProps<typeof PlacesListView>['data']
type Place = ComponentProps<typeof PlaceView>['place']

const museum: Place = {
  id: '12',
  title: 'Музей Горгиппия',
  summary: 'Античный город под открытым небом',
  previewPicture: null,
  category: { value: 'museum', label: 'Музеи' },
  address: 'ул. Набережная, 4',
  workingHours: { allDay: false, from: '09:00', to: '18:00' },
  priceFrom: 300,
  phone: '+78613342250',
  website: 'https://gorgippia.ru',
  html: '<p>Раскопки античного города.</p>',
  gallery: [],
  location: { lat: 44.895, lon: 37.31 },
  seo: { title: null, description: null },
  accessibility: {
    accessible: true,
    features: [
      { key: 'ramp', label: 'Пандус' },
      { key: 'accessible_toilet', label: 'Туалет для людей на колясках' },
    ],
    note: 'Пандус у входа в экспозиционный зал',
    surface: null,
    gradient: null,
  },
}

const { id, title, summary, previewPicture, category, address, workingHours, accessibility } = museum
const museumCard = { id, title, summary, previewPicture, category, address, workingHours, accessibility }

const list = (overrides: Partial<ListData['places']> = {}): ListData => ({
  places: {
    items: [
      museumCard,
      {
        id: '13',
        title: 'Маяк',
        summary: null,
        previewPicture: null,
        category: { value: 'viewpoint', label: 'Смотровые площадки' },
        address: 'Высокий берег',
        workingHours: null,
        accessibility: { accessible: false, features: [] },
      },
    ],
    pageInfo: pageInfo(1, 2),
    filters: [
      { value: 'museum', label: 'Музеи', count: 1 },
      { value: 'viewpoint', label: 'Смотровые площадки', count: 1 },
    ],
    ...overrides,
  },
})

describe('PlacesListView', () => {
  it('shows the section title, a card per place linking to its page, the category chips and the pages', () => {
    render(<PlacesListView data={list()} filter={null} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Интересные места' })).toBeInTheDocument()
    expect(cards()).toEqual([
      { title: 'Музей Горгиппия', href: '/interesnye-mesta/12' },
      { title: 'Маяк', href: '/interesnye-mesta/13' },
    ])
    expect(screen.getByText('ул. Набережная, 4')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Музеи' })).toHaveAttribute('href', '/interesnye-mesta?category=museum')
    expect(screen.getByRole('link', { name: /2/ })).toHaveAttribute('href', '/interesnye-mesta?page=2')
  })

  it('shows on the card whether a place is open now on Anapa time, after mounting', () => {
    jest.useFakeTimers({ now: new Date('2026-07-15T19:00:00+03:00') })
    try {
      render(<PlacesListView data={list()} filter={null} />)
      // The museum is open 09:00–18:00: closed at 19:00 in Anapa; the lighthouse has no hours, so no status.
      expect(screen.getAllByText('Закрыто')).toHaveLength(1)
      expect(screen.queryByText('Открыто сейчас')).not.toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it('says so when a category has nothing', () => {
    render(<PlacesListView data={list({ items: [], pageInfo: pageInfo(1, 1) })} filter="museum" />)
    expect(screen.getByText('В этой категории пока ничего нет.')).toBeInTheDocument()
    expect(cards()).toEqual([])
  })

  it('offers «Доступная среда» as links of their own that keep the category', () => {
    render(<PlacesListView data={list()} filter="museum" />)
    const access = screen.getByRole('navigation', { name: 'Доступность' })
    expect(within(access).getByRole('link', { name: 'Все места' })).toHaveAttribute(
      'href',
      '/interesnye-mesta?category=museum',
    )
    expect(within(access).getByRole('link', { name: 'Все места' })).toHaveAttribute('aria-current', 'page')
    expect(within(access).getByRole('link', { name: 'Доступная среда' })).toHaveAttribute(
      'href',
      '/interesnye-mesta?category=museum&sreda=dostupnaya',
    )
  })

  it('on the «Доступная среда» pages, keeps it in the category chips, the pages and the canonical URL', () => {
    render(<PlacesListView data={list()} filter="museum" accessible />)
    const access = screen.getByRole('navigation', { name: 'Доступность' })
    expect(within(access).getByRole('link', { name: 'Доступная среда' })).toHaveAttribute('aria-current', 'page')
    expect(within(access).getByRole('link', { name: 'Все места' })).toHaveAttribute(
      'href',
      '/interesnye-mesta?category=museum',
    )
    const categories = screen.getByRole('navigation', { name: 'Категории' })
    expect(within(categories).getByRole('link', { name: 'Все' })).toHaveAttribute(
      'href',
      '/interesnye-mesta?sreda=dostupnaya',
    )
    expect(within(categories).getByRole('link', { name: 'Смотровые площадки' })).toHaveAttribute(
      'href',
      '/interesnye-mesta?category=viewpoint&sreda=dostupnaya',
    )
    expect(screen.getByRole('link', { name: /2/ })).toHaveAttribute(
      'href',
      '/interesnye-mesta?category=museum&sreda=dostupnaya&page=2',
    )
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/interesnye-mesta\?category=museum&sreda=dostupnaya$/,
    )
    expect(document.title).toMatch(/^Музеи, Доступная среда — Интересные места/)
  })

  it('says so when «Доступная среда» finds nothing, with a category or without', () => {
    const empty = list({ items: [], pageInfo: pageInfo(1, 1) })
    const { rerender } = render(<PlacesListView data={empty} filter={null} accessible />)
    expect(screen.getByRole('status')).toHaveTextContent('Доступных мест пока не отмечено.')
    rerender(<PlacesListView data={empty} filter="museum" accessible />)
    expect(screen.getByRole('status')).toHaveTextContent('В этой категории доступных мест пока не отмечено.')
  })

  it('shows on the card what is recorded for «Доступная среда», the sign hidden from screen readers', () => {
    render(<PlacesListView data={list()} filter={null} />)
    const [museumCard, lighthouse] = screen.getAllByRole('article')
    const line = within(museumCard!).getByText(/^Доступная среда: пандус, туалет для людей на колясках$/)
    expect(line.closest('p')?.querySelector('[aria-hidden="true"]')).toHaveTextContent('♿')
    expect(lighthouse).not.toHaveTextContent(/Доступн/)
  })
})

describe('PlaceView', () => {
  it('shows the title, category, facts, text, the way back and the map link', () => {
    render(<PlaceView place={museum} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Музей Горгиппия' })).toBeInTheDocument()
    expect(screen.getByText('Музеи')).toBeInTheDocument()
    expect(factValue('Адрес')).toBe('ул. Набережная, 4')
    expect(factValue('Часы работы')).toBe('С 09:00 до 18:00')
    expect(factValue('Вход')).toMatch(/300/)
    expect(screen.getByText('Раскопки античного города.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Интересные места' })).toHaveAttribute('href', '/interesnye-mesta')
    expect(screen.getByRole('link', { name: 'Показать на карте' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/karta/),
    )
  })

  it('offers directions to the place in Яндекс Карты and 2ГИС', () => {
    render(<PlaceView place={museum} />)
    expect(screen.getByRole('link', { name: 'Яндекс Карты (откроется в новой вкладке)' })).toHaveAttribute(
      'href',
      'https://yandex.ru/maps/?rtext=~44.895,37.31&rtt=auto',
    )
    expect(screen.getByRole('link', { name: '2ГИС (откроется в новой вкладке)' })).toHaveAttribute(
      'href',
      'https://2gis.ru/routeSearch/rsType/car/to/37.31,44.895',
    )
  })

  it('says what is recorded about its accessibility', () => {
    render(<PlaceView place={museum} />)
    const section = screen.getByRole('region', { name: 'Доступная среда' })
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Пандус', 'Туалет для людей на колясках'])
    expect(section).toHaveTextContent('Пандус у входа в экспозиционный зал')
  })

  it('offers no directions without a location', () => {
    render(<PlaceView place={{ ...museum, location: null }} />)
    expect(screen.queryByRole('link', { name: /Яндекс Карты|2ГИС/ })).not.toBeInTheDocument()
  })
})
