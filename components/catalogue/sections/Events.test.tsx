import { render, screen } from '@testing-library/react'
import type { ComponentProps } from 'react'

import { cards, factValue, pageInfo } from '@/lib/test/catalogueViews'
import { EventView } from './Events'
import { EventsListView } from './EventsList'

jest.mock('next/head', () => jest.requireActual('@/lib/test/headInBody'))

type Event = ComponentProps<typeof EventView>['event']
type ListData = ComponentProps<typeof EventsListView>['data']

const concert: Event = {
  id: '3',
  slug: 'dzhaz-na-naberezhnoy',
  title: 'Джаз на набережной',
  summary: 'Вечерний концерт у моря',
  previewPicture: null,
  category: { value: 'concert', label: 'Концерты' },
  startsAt: '2026-07-18T17:00:00.000Z',
  endsAt: null,
  venue: 'Летняя сцена',
  address: 'Пионерский проспект, 1',
  priceFrom: 500,
  ageLimit: '6+',
  ticketUrl: 'https://tickets.example.ru/jazz',
  html: '<p>Играет городской оркестр.</p>',
  gallery: [],
  location: null,
  seo: { title: null, description: null },
}

const list = (items: ListData['events']['items']): ListData => ({ events: { items, pageInfo: pageInfo(1, 1) } })

describe('EventsListView', () => {
  it('shows the afisha title, the date chips and a card per event linking to its page', () => {
    const { startsAt, endsAt, venue, priceFrom, ageLimit, id, slug, title, summary, previewPicture, category } = concert
    render(
      <EventsListView
        data={list([
          { id, slug, title, summary, previewPicture, category, startsAt, endsAt, venue, priceFrom, ageLimit },
        ])}
        filter={null}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Афиша' })).toBeInTheDocument()
    expect(cards()).toEqual([{ title: 'Джаз на набережной', href: '/afisha/dzhaz-na-naberezhnoy' }])
    expect(screen.getByRole('link', { name: 'Прошедшие' })).toHaveAttribute('href', '/afisha?date=past')
  })

  it('says there are no past events on the past filter', () => {
    render(<EventsListView data={list([])} filter="past" />)
    expect(screen.getByText('Прошедших событий пока нет.')).toBeInTheDocument()
  })
})

describe('EventView', () => {
  it('shows the title, the facts, the text and the ticket link', () => {
    render(<EventView event={concert} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Джаз на набережной' })).toBeInTheDocument()
    expect(factValue('Дата')).toBe('18.07.2026')
    expect(factValue('Начало')).toBe('20:00')
    expect(factValue('Площадка')).toBe('Летняя сцена')
    expect(factValue('Адрес')).toBe('Пионерский проспект, 1')
    expect(factValue('Цена')).toMatch(/500/)
    expect(factValue('Возраст')).toBe('6+')
    expect(screen.getByText('Играет городской оркестр.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Купить билет' })).toHaveAttribute(
      'href',
      'https://tickets.example.ru/jazz',
    )
    expect(screen.getByRole('link', { name: '← Афиша' })).toHaveAttribute('href', '/afisha')
  })
})

describe('EventView directions', () => {
  it('offers Яндекс Карты and 2ГИС when the event has a location, and nothing without one', () => {
    const { unmount } = render(<EventView event={{ ...concert, location: { lat: 44.8934, lon: 37.3162 } }} />)
    expect(screen.getByRole('link', { name: 'Яндекс Карты (откроется в новой вкладке)' })).toHaveAttribute(
      'href',
      'https://yandex.ru/maps/?rtext=~44.8934,37.3162&rtt=auto',
    )
    expect(screen.getByRole('link', { name: '2ГИС (откроется в новой вкладке)' })).toHaveAttribute(
      'href',
      'https://2gis.ru/routeSearch/rsType/car/to/37.3162,44.8934',
    )
    unmount()
    render(<EventView event={concert} />)
    expect(screen.queryByRole('link', { name: /Яндекс Карты|2ГИС/ })).not.toBeInTheDocument()
  })
})
