import { render, screen, within } from '@testing-library/react'
import { crumbsFor } from '@/lib/routes'
import { Breadcrumbs } from './Breadcrumbs'

describe('Breadcrumbs', () => {
  it('renders a labelled nav with an ordered list starting at Главная', () => {
    render(<Breadcrumbs items={[{ href: '/plyazhi', label: 'Пляжи' }, { label: 'Джемете' }]} />)
    const nav = screen.getByRole('navigation', { name: 'Хлебные крошки' })
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Главная', 'Пляжи', 'Джемете'])
    expect(within(nav).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/')
    expect(within(nav).getByRole('link', { name: 'Пляжи' })).toHaveAttribute('href', '/plyazhi')
  })

  it('marks the last crumb as the current page and leaves it unlinked without href', () => {
    render(<Breadcrumbs items={[{ href: '/plyazhi', label: 'Пляжи' }, { label: 'Джемете' }]} />)
    expect(screen.getByText('Джемете')).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('link', { name: 'Джемете' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Пляжи' })).not.toHaveAttribute('aria-current')
  })

  it('renders the crumbs of the route table', () => {
    render(<Breadcrumbs items={crumbsFor('/plyazhi/group-4')} />)
    expect(screen.getByRole('link', { name: 'Пляжи' })).toHaveAttribute('href', '/plyazhi')
    expect(screen.getByRole('link', { name: 'Группа пляжей' })).toHaveAttribute('aria-current', 'page')
  })
})
