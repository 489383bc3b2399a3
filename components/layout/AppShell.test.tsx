import { render, screen } from '@testing-library/react'
import { AppShell } from './AppShell'

jest.mock('next/router', () => {
  const actual = jest.requireActual('next/router')
  return { __esModule: true, ...actual, useRouter: () => ({ asPath: '/' }) }
})

describe('AppShell', () => {
  beforeEach(() => window.localStorage.clear())

  it('wraps a page in the default layout with header, main, footer and the bottom bar', async () => {
    render(
      <AppShell>
        <h1>Пляжи Анапы</h1>
      </AppShell>,
    )
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Пляжи Анапы' }))
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Быстрая навигация' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toHaveAttribute('href', '#main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    // The cookie banner loads after hydration, as it needs localStorage anyway.
    expect(await screen.findByRole('button', { name: 'Принять' })).toBeInTheDocument()
  })

  it('drops the footer on the map layout', () => {
    render(
      <AppShell layout="map">
        <p>Карта</p>
      </AppShell>,
    )
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  })

  it('renders only the page on the sprite layout', () => {
    render(
      <AppShell layout="sprite">
        <p>Иконки</p>
      </AppShell>,
    )
    expect(screen.getByRole('main')).toHaveTextContent('Иконки')
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  })

  it('passes signedIn to the header', () => {
    render(
      <AppShell signedIn>
        <p>Страница</p>
      </AppShell>,
    )
    expect(screen.getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/izbrannoe')
  })
})
