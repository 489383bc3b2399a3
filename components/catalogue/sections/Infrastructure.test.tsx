import { render, screen, within } from '@testing-library/react'
import type { ComponentProps } from 'react'

import { cards, factValue, pageInfo } from '@/lib/test/catalogueViews'
import { InfrastructureView } from './Infrastructure'
import { InfrastructureListView } from './InfrastructureList'

jest.mock('next/head', () => jest.requireActual('@/lib/test/headInBody'))

type Item = ComponentProps<typeof InfrastructureView>['item']
type ListData = ComponentProps<typeof InfrastructureListView>['data']

const pharmacy: Item = {
  id: '5',
  slug: 'apteka-na-lenina',
  title: 'Аптека на Ленина',
  summary: 'Круглосуточная аптека',
  previewPicture: null,
  category: { value: 'pharmacy', label: 'Аптеки' },
  address: 'ул. Ленина, 10',
  workingHours: { allDay: true, from: null, to: null },
  phone: '+78613300000',
  website: null,
  html: '<p>Рецептурный отдел.</p>',
  gallery: [],
  location: null,
  seo: { title: null, description: null },
  accessibility: {
    accessible: false,
    features: [{ key: 'tactile', label: 'Тактильные указатели' }],
    note: 'Вход по трём ступеням',
    surface: null,
    gradient: null,
  },
}

const list = (items: ListData['infrastructure']['items']): ListData => ({
  infrastructure: { items, pageInfo: pageInfo(1, 1), filters: [{ value: 'pharmacy', label: 'Аптеки', count: 1 }] },
})

describe('InfrastructureListView', () => {
  it('shows the section title, the category chips and a card per object with its address', () => {
    const { id, slug, title, summary, previewPicture, category, address, workingHours, accessibility } = pharmacy
    render(
      <InfrastructureListView
        data={list([{ id, slug, title, summary, previewPicture, category, address, workingHours, accessibility }])}
        filter={null}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Инфраструктура' })).toBeInTheDocument()
    expect(cards()).toEqual([{ title: 'Аптека на Ленина', href: '/infrastruktura/apteka-na-lenina' }])
    expect(screen.getByText('ул. Ленина, 10')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Аптеки' })).toHaveAttribute('href', '/infrastruktura?category=pharmacy')
    // Recorded, but not what «Доступная среда» counts: listed without the sign or the words.
    const card = screen.getByRole('article')
    expect(card).toHaveTextContent('Доступность: тактильные указатели')
    expect(card).not.toHaveTextContent('♿')
    expect(card).not.toHaveTextContent('Доступная среда')
  })

  it('offers «Доступная среда» beside the categories, each keeping the other', () => {
    render(<InfrastructureListView data={list([])} filter="pharmacy" accessible />)
    const access = screen.getByRole('navigation', { name: 'Доступность' })
    expect(within(access).getByRole('link', { name: 'Все объекты' })).toHaveAttribute(
      'href',
      '/infrastruktura?category=pharmacy',
    )
    expect(within(access).getByRole('link', { name: 'Доступная среда' })).toHaveAttribute('aria-current', 'page')
    expect(
      within(screen.getByRole('navigation', { name: 'Категории' })).getByRole('link', { name: 'Все' }),
    ).toHaveAttribute('href', '/infrastruktura?sreda=dostupnaya')
    expect(screen.getByRole('status')).toHaveTextContent('В этой категории доступных объектов пока не отмечено.')
  })

  it('says so when a category is empty', () => {
    render(<InfrastructureListView data={list([])} filter="pharmacy" />)
    expect(screen.getByText('В этой категории пока ничего нет.')).toBeInTheDocument()
  })
})

describe('InfrastructureView', () => {
  it('shows the title, the category, the address, the hours and the phone', () => {
    render(<InfrastructureView item={pharmacy} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Аптека на Ленина' })).toBeInTheDocument()
    expect(screen.getByText('Аптеки')).toBeInTheDocument()
    expect(factValue('Адрес')).toBe('ул. Ленина, 10')
    expect(factValue('Часы работы')).toBe('Круглосуточно')
    expect(screen.getByRole('link', { name: /\+7/ })).toHaveAttribute('href', 'tel:+78613300000')
    expect(screen.getByRole('link', { name: '← Инфраструктура' })).toHaveAttribute('href', '/infrastruktura')
  })

  it('says what is recorded about its accessibility, the note included', () => {
    render(<InfrastructureView item={pharmacy} />)
    const section = screen.getByRole('region', { name: 'Доступная среда' })
    expect(within(section).getByRole('listitem')).toHaveTextContent('Тактильные указатели')
    expect(section).toHaveTextContent('Вход по трём ступеням')
  })
})
