import { render, screen, within } from '@testing-library/react'

import { MobileAppView } from './MobileAppView'

describe('MobileAppView', () => {
  it('links to exactly three stores: App Store, Google Play and RuStore', () => {
    render(<MobileAppView />)
    const section = screen.getByRole('region', { name: 'Скачать приложение' })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.textContent?.replace(/\s*\(откроется в новой вкладке\)/, ''))).toEqual([
      'Скачать вApp Store',
      'Скачать вGoogle Play',
      'Скачать вRuStore',
    ])
    expect(links.map((link) => new URL(link.getAttribute('href') ?? '').hostname)).toEqual([
      'apps.apple.com',
      'play.google.com',
      'www.rustore.ru',
    ])
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(links.map((link) => link.querySelector('use')?.getAttribute('href'))).toEqual([
      '/icons.svg#apple',
      '/icons.svg#google-play',
      '/icons.svg#rustore',
    ])
  })

  it('shows the QR code from the qr sprite', () => {
    render(<MobileAppView />)
    const qr = screen.getByRole('img', { name: 'QR-код для скачивания приложения' })
    expect(qr.querySelector('use')).toHaveAttribute('href', '/qr.svg#app')
  })

  it('has a heading and crumbs ending with the page', () => {
    render(<MobileAppView />)
    expect(screen.getByRole('heading', { level: 1, name: 'Мобильное приложение' })).toBeInTheDocument()
    const crumbs = within(screen.getByRole('navigation', { name: 'Хлебные крошки' })).getAllByRole('listitem')
    expect(crumbs.map((c) => c.textContent)).toEqual(['Главная', 'Мобильное приложение'])
  })
})
