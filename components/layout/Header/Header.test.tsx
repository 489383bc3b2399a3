import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FavoritesContext, type FavoritesValue } from '@/components/favorites/FavoritesContext'
import { Header } from './Header'

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push: jest.fn() }) }))

const menuButton = (name: string) => screen.getByRole('button', { name })

describe('Header', () => {
  it('links the logo home', () => {
    render(<Header />)
    expect(screen.getByRole('link', { name: /Анапа/ })).toHaveAttribute('href', '/')
  })

  it('renders the four grouped menus closed, and the business link', () => {
    render(<Header />)
    for (const name of ['Куда сходить', 'Чем заняться', 'Курорт', 'Парковки']) {
      expect(menuButton(name)).toHaveAttribute('aria-expanded', 'false')
    }
    expect(screen.getByRole('link', { name: 'Бизнесу' })).toHaveAttribute('href', '/biznesu/registraciya')
    expect(screen.queryByRole('link', { name: 'Пляжи' })).not.toBeInTheDocument()
  })

  it('opens a menu on click and shows its links', async () => {
    render(<Header />)
    await userEvent.click(menuButton('Куда сходить'))
    expect(menuButton('Куда сходить')).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(menuButton('Куда сходить').getAttribute('aria-controls') ?? '')
    expect(panel).not.toBeNull()
    const links = within(panel!).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Пляжи', '/plyazhi'],
      ['Интересные места', '/interesnye-mesta'],
      ['Пешие маршруты', '/peshie-marshruty'],
      ['Онлайн-камеры', '/onlayn-kamery'],
      ['Карта', '/karta'],
    ])
  })

  it('keeps one menu open at a time', async () => {
    render(<Header />)
    await userEvent.click(menuButton('Куда сходить'))
    await userEvent.click(menuButton('Чем заняться'))
    expect(menuButton('Куда сходить')).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton('Чем заняться')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Афиша' })).toHaveAttribute('href', '/afisha')
  })

  it('works from the keyboard: Enter opens, Escape closes and returns focus', async () => {
    render(<Header />)
    const user = userEvent.setup()
    menuButton('Курорт').focus()
    await user.keyboard('{Enter}')
    expect(menuButton('Курорт')).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(screen.getByRole('link', { name: 'Инфраструктура' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(menuButton('Курорт')).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton('Курорт')).toHaveFocus()
  })

  it('closes on a click outside', async () => {
    render(
      <>
        <Header />
        <p>Текст страницы</p>
      </>,
    )
    await userEvent.click(menuButton('Курорт'))
    await userEvent.click(screen.getByText('Текст страницы'))
    expect(menuButton('Курорт')).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens the city parking site in a new tab without an opener', async () => {
    render(<Header />)
    await userEvent.click(menuButton('Парковки'))
    const external = screen.getByRole('link', { name: /Городские парковки/ })
    expect(external).toHaveAttribute('href', 'https://parking.anapa-official.ru')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Резидентское разрешение' })).toHaveAttribute(
      'href',
      '/rezidentskoe-razreshenie',
    )
  })

  it('opens the search panel from its button and closes it with Escape, focus back on the button', async () => {
    render(<Header />)
    const search = screen.getByRole('button', { name: 'Поиск' })
    expect(search).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(search)
    expect(search).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByRole('searchbox', { name: 'Поиск по сайту' })).toHaveFocus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
    expect(search).toHaveFocus()
  })

  it('enables the profile button, which opens a dialog', () => {
    render(<Header />)
    const profile = screen.getByRole('button', { name: 'Профиль' })
    expect(profile).toBeEnabled()
    expect(profile).toHaveAttribute('aria-haspopup', 'dialog')
    expect(profile).toHaveAttribute('aria-expanded', 'false')
  })

  it('offers help by e-mail', () => {
    render(<Header />)
    expect(screen.getByRole('link', { name: 'Помощь' })).toHaveAttribute('href', 'mailto:support@anapa-resort.ru')
  })

  it('hides favourites and the bell from logged-out visitors', () => {
    render(<Header />)
    expect(screen.queryByRole('link', { name: 'Избранное' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Уведомления' })).not.toBeInTheDocument()
  })

  it('shows favourites and the bell when signed in', () => {
    render(<Header signedIn />)
    expect(screen.getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/izbrannoe')
    expect(screen.getByRole('button', { name: 'Уведомления' })).toBeInTheDocument()
  })

  it("shows the resident's favourites count on the favourites button once the list has loaded", () => {
    const favorites = (keys: ReadonlySet<string> | null) =>
      ({ keys, toggle: () => {}, connect: () => {}, publish: () => {} }) satisfies FavoritesValue
    const { rerender } = render(
      <FavoritesContext.Provider value={favorites(null)}>
        <Header signedIn />
      </FavoritesContext.Provider>,
    )
    expect(screen.getByRole('link', { name: 'Избранное' })).toHaveTextContent(/^$/)
    rerender(
      <FavoritesContext.Provider value={favorites(new Set(['BEACH:12', 'EVENT:festival', 'MAGAZINE:plyazhi']))}>
        <Header signedIn />
      </FavoritesContext.Provider>,
    )
    const link = screen.getByRole('link', { name: 'Избранное: 3' })
    expect(link).toHaveAttribute('href', '/izbrannoe')
    expect(link).toHaveTextContent('3')
  })
})
