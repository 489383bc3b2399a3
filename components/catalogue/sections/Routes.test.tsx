import { render, screen, within } from '@testing-library/react'
import type { ComponentProps } from 'react'

import { cards, factValue, pageInfo } from '@/lib/test/catalogueViews'
import { RouteView } from './Routes'
import { RoutesListView } from './RoutesList'

jest.mock('next/head', () => jest.requireActual('@/lib/test/headInBody'))

type Route = ComponentProps<typeof RouteView>['route']
type ListData = ComponentProps<typeof RoutesListView>['data']

const coastal: Route = {
  id: '4',
  title: 'По Высокому берегу',
  summary: 'Прогулка вдоль обрыва',
  previewPicture: null,
  distanceMeters: 3500,
  durationMinutes: 90,
  difficulty: { value: 'easy', label: 'Лёгкая' },
  start: 'Маяк',
  track: [
    { lat: 44.89, lon: 37.3 },
    { lat: 44.9, lon: 37.29 },
  ],
  html: '<p>Виды на море.</p>',
  gallery: [],
  seo: { title: null, description: null },
  accessibility: {
    accessible: true,
    features: [{ key: 'step_free', label: 'Вход без ступенек' }],
    note: null,
    surface: { value: 'tiles', label: 'Плитка' },
    gradient: { value: 'gentle', label: 'Пологий' },
  },
}

const list = (items: ListData['walkingRoutes']['items']): ListData => ({
  walkingRoutes: { items, pageInfo: pageInfo(1, 1) },
})

describe('RoutesListView', () => {
  it('shows the section title and a card per route with its difficulty, length and time', () => {
    const { id, title, summary, previewPicture, distanceMeters, durationMinutes, difficulty, accessibility } = coastal
    render(
      <RoutesListView
        data={list([
          { id, title, summary, previewPicture, distanceMeters, durationMinutes, difficulty, accessibility },
        ])}
        filter={null}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Пешие маршруты' })).toBeInTheDocument()
    expect(cards()).toEqual([{ title: 'По Высокому берегу', href: '/peshie-marshruty/4' }])
    expect(screen.getByText('Сложность: лёгкая')).toBeInTheDocument()
    expect(screen.getByText(/3,5 км · 1 ч 30 мин/)).toBeInTheDocument()
    expect(screen.getByRole('article')).toHaveTextContent('Доступная среда: вход без ступенек')
  })

  it('says so when there are no routes', () => {
    render(<RoutesListView data={list([])} filter={null} />)
    expect(screen.getByText('Маршрутов пока нет. Загляните позже.')).toBeInTheDocument()
  })

  it('filters by «Доступная среда» through links, and says so when it finds nothing', () => {
    render(<RoutesListView data={list([])} filter="dostupnaya" />)
    const filters = screen.getByRole('navigation', { name: 'Доступность' })
    expect(within(filters).getByRole('link', { name: 'Все маршруты' })).toHaveAttribute('href', '/peshie-marshruty')
    expect(within(filters).getByRole('link', { name: 'Доступная среда' })).toHaveAttribute('aria-current', 'page')
    expect(within(filters).getByRole('link', { name: 'Доступная среда' })).toHaveAttribute(
      'href',
      '/peshie-marshruty?sreda=dostupnaya',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Доступных маршрутов пока не отмечено.')
  })
})

describe('RouteView', () => {
  it('shows the title, the facts, the text and the way back', () => {
    render(<RouteView route={coastal} />)
    expect(screen.getByRole('heading', { level: 1, name: 'По Высокому берегу' })).toBeInTheDocument()
    expect(factValue('Длина')).toBe('3,5 км')
    expect(factValue('Время в пути')).toBe('1 ч 30 мин')
    expect(factValue('Сложность')).toBe('Лёгкая')
    expect(factValue('Начало маршрута')).toBe('Маяк')
    expect(screen.getByText('Виды на море.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Пешие маршруты' })).toHaveAttribute('href', '/peshie-marshruty')
  })

  it('says what is recorded about its accessibility: surface, gradient and features', () => {
    render(<RouteView route={coastal} />)
    const section = screen.getByRole('region', { name: 'Доступная среда' })
    expect(
      within(section)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Покрытие', 'Уклон'])
    expect(
      within(section)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['Плитка', 'Пологий'])
    expect(within(section).getByRole('listitem')).toHaveTextContent('Вход без ступенек')
    expect(section).not.toHaveTextContent('Сведений о доступности пока нет.')
  })

  it('offers directions to the start of the route, its first track point', () => {
    render(<RouteView route={coastal} />)
    expect(screen.getByRole('link', { name: 'Яндекс Карты (откроется в новой вкладке)' })).toHaveAttribute(
      'href',
      'https://yandex.ru/maps/?rtext=~44.89,37.3&rtt=auto',
    )
    expect(screen.getByRole('link', { name: '2ГИС (откроется в новой вкладке)' })).toHaveAttribute(
      'href',
      'https://2gis.ru/routeSearch/rsType/car/to/37.3,44.89',
    )
  })
})
