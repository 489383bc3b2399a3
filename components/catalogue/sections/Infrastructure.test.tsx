import { render, screen } from '@testing-library/react'
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
}

const list = (items: ListData['infrastructure']['items']): ListData => ({
  infrastructure: { items, pageInfo: pageInfo(1, 1), filters: [{ value: 'pharmacy', label: 'Аптеки', count: 1 }] },
})

describe('InfrastructureListView', () => {
  it('shows the section title, the category chips and a card per object with its address', () => {
    const { id, slug, title, summary, previewPicture, category, address, workingHours } = pharmacy
    render(
      <InfrastructureListView
        data={list([{ id, slug, title, summary, previewPicture, category, address, workingHours }])}
        filter={null}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Инфраструктура' })).toBeInTheDocument()
    expect(cards()).toEqual([{ title: 'Аптека на Ленина', href: '/infrastruktura/apteka-na-lenina' }])
    expect(screen.getByText('ул. Ленина, 10')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Аптеки' })).toHaveAttribute('href', '/infrastruktura?category=pharmacy')
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
})
