import { render, screen, within } from '@testing-library/react'
import type { ComponentProps } from 'react'

import { cards, factValue, pageInfo } from '@/lib/test/catalogueViews'
import { TourGroupsView } from './TourGroupsView'
import { TourView } from './Tours'
import { ToursListView } from './ToursList'

jest.mock('next/head', () => jest.requireActual('@/lib/test/headInBody'))

type Tour = ComponentProps<typeof TourView>['tour']
type ListData = ComponentProps<typeof ToursListView>['data']

const wineTour: Tour = {
  id: '8',
  slug: 'vinnyy-tur',
  title: 'Винный тур в Сукко',
  summary: 'Дегустация в трёх винодельнях',
  previewPicture: null,
  kind: { value: 'excursion', label: 'Экскурсия' },
  tags: [{ value: 'wine', label: 'Вино' }],
  group: { id: '2', title: 'Винные туры' },
  durationMinutes: 240,
  priceFrom: 2500,
  groupSize: 12,
  organizer: 'Анапа Тур',
  phone: '+79181234567',
  address: 'Театральная площадь',
  html: '<p>Три винодельни за день.</p>',
  gallery: [],
  location: null,
  seo: { title: null, description: null },
}

const card = {
  id: wineTour.id,
  slug: wineTour.slug,
  title: wineTour.title,
  summary: wineTour.summary,
  previewPicture: null,
  kind: wineTour.kind,
  durationMinutes: wineTour.durationMinutes,
  priceFrom: wineTour.priceFrom,
}

const list = (items: ListData['tours']['items']): ListData => ({
  tours: { items, pageInfo: pageInfo(1, 1), filters: [{ value: 'wine', label: 'Вино', count: 1 }] },
})

describe('ToursListView', () => {
  it('shows the section title, the tag chips, the link to the groups and a card per tour', () => {
    render(<ToursListView data={list([card])} filter={null} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Экскурсии и туры' })).toBeInTheDocument()
    expect(cards()).toEqual([{ title: 'Винный тур в Сукко', href: '/ekskursii-i-tury/vinnyy-tur' }])
    expect(screen.getByRole('link', { name: 'Вино' })).toHaveAttribute('href', '/ekskursii-i-tury?tag=wine')
    expect(screen.getByRole('link', { name: 'Все подборки экскурсий и туров →' })).toBeInTheDocument()
  })

  it('says so when a tag has no tours', () => {
    render(<ToursListView data={list([])} filter="wine" />)
    expect(screen.getByText('С этим тегом экскурсий пока нет. Загляните позже.')).toBeInTheDocument()
  })
})

describe('TourView', () => {
  it('shows the title, the kind, the facts and the tags as links to the list', () => {
    render(<TourView tour={wineTour} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Винный тур в Сукко' })).toBeInTheDocument()
    expect(screen.getByText('Экскурсия')).toBeInTheDocument()
    expect(factValue('Продолжительность')).toBe('4 ч')
    expect(factValue('Цена')).toMatch(/2[\s\u00a0]?500/)
    expect(factValue('Группа')).toBe('до 12 человек')
    expect(factValue('Место сбора')).toBe('Театральная площадь')
    expect(factValue('Организатор')).toBe('Анапа Тур')
    const tags = screen.getByRole('region', { name: 'Теги' })
    expect(within(tags).getByRole('link', { name: 'Вино' })).toHaveAttribute('href', '/ekskursii-i-tury?tag=wine')
    expect(screen.getByText('Три винодельни за день.')).toBeInTheDocument()
  })
})

describe('TourGroupsView', () => {
  it('shows each group as a titled section with its tours as cards', () => {
    render(<TourGroupsView groups={[{ id: '2', title: 'Винные туры', summary: 'Вино Анапы', items: [card] }]} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Подборки экскурсий и туров' })).toBeInTheDocument()
    const group = screen.getByRole('region', { name: 'Винные туры' })
    expect(within(group).getByText('Вино Анапы')).toBeInTheDocument()
    expect(within(group).getByRole('link', { name: 'Винный тур в Сукко' })).toHaveAttribute(
      'href',
      '/ekskursii-i-tury/vinnyy-tur',
    )
  })

  it('says so when there are no groups', () => {
    render(<TourGroupsView groups={[]} />)
    expect(screen.getByRole('status')).toHaveTextContent('Подборок пока нет. Загляните позже.')
  })
})
