import { render, screen, within } from '@testing-library/react'
import { Footer } from './Footer'

// Its own chunk, loaded after hydration, with its own test (SavedForOffline.test.tsx).
jest.mock('@/components/layout/SavedForOffline', () => ({ SavedForOfflineSlot: () => null }))

describe('Footer', () => {
  it('navigates by the grouped menus', () => {
    render(<Footer />)
    const nav = screen.getByRole('navigation', { name: 'Навигация по сайту' })
    for (const heading of ['Куда сходить', 'Чем заняться', 'Курорт', 'Парковки']) {
      expect(within(nav).getByRole('heading', { name: heading })).toBeInTheDocument()
    }
    expect(within(nav).getByRole('link', { name: 'Бизнесу' })).toHaveAttribute('href', '/biznesu/registraciya')
  })

  it('links the three social networks in a new tab', () => {
    render(<Footer />)
    for (const name of ['ВКонтакте', 'Telegram', 'Одноклассники']) {
      const link = screen.getByRole('link', { name: new RegExp(name) })
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('offers the app in three stores and a QR code leading to the app page', () => {
    render(<Footer />)
    for (const name of ['App Store', 'Google Play', 'RuStore']) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(screen.getByRole('link', { name: /Наведите камеру/ })).toHaveAttribute('href', '/prilozhenie')
  })

  it('shows the address, the privacy link and the current year', () => {
    render(<Footer />)
    expect(screen.getByText(/Анапа, ул\. Крымская/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/politika-konfidencialnosti',
    )
    expect(screen.getByText(String(new Date().getFullYear()))).toBeInTheDocument()
  })
})
