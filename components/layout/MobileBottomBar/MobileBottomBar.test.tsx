import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Router from 'next/router'
import { MobileBottomBar } from './MobileBottomBar'

let mockAsPath = '/'
jest.mock('next/router', () => ({
  __esModule: true,
  useRouter: () => ({ asPath: mockAsPath }),
  default: { replace: jest.fn(() => Promise.resolve(true)), prefetch: () => Promise.resolve() },
}))

describe('MobileBottomBar', () => {
  beforeEach(() => {
    mockAsPath = '/'
  })

  it('has the four spec links and a menu button', () => {
    render(<MobileBottomBar />)
    const bar = screen.getByRole('navigation', { name: 'Быстрая навигация' })
    const links = within(bar).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Главная', '/'],
      ['Экскурсии и туры', '/ekskursii-i-tury'],
      ['Журнал', '/zhurnal-kurorta'],
      ['Мероприятия', '/afisha'],
    ])
    expect(within(bar).getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('marks the section of the current page', () => {
    mockAsPath = '/zhurnal-kurorta/plyazhi/luchshie-plyazhi?from=home'
    render(<MobileBottomBar />)
    expect(screen.getByRole('link', { name: 'Журнал' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current')
  })

  it('opens the menu sheet with the grouped menus and focuses inside it', async () => {
    render(<MobileBottomBar />)
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }))
    // The sheet's chunk arrives after the first click.
    const sheet = await screen.findByRole('dialog', { name: 'Меню' })
    expect(sheet).toHaveAttribute('aria-modal', 'true')
    for (const heading of ['Куда сходить', 'Чем заняться', 'Курорт', 'Парковки']) {
      expect(within(sheet).getByRole('heading', { name: heading })).toBeInTheDocument()
    }
    expect(within(sheet).getByRole('link', { name: 'Бизнесу' })).toHaveAttribute('href', '/biznesu/registraciya')
    expect(within(sheet).getByRole('link', { name: 'Помощь' })).toHaveAttribute(
      'href',
      'mailto:support@anapa-resort.ru',
    )
    expect(within(sheet).getByRole('button', { name: 'Закрыть меню' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup()
    render(<MobileBottomBar />)
    await user.click(screen.getByRole('button', { name: 'Меню' }))
    await screen.findByRole('dialog', { name: 'Меню' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveFocus()
  })

  it('closes with its close button', async () => {
    render(<MobileBottomBar />)
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть меню' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  // The browser keeps Tab inside a modal <dialog> and makes the page inert (jsdom has neither:
  // e2e/dialogs.mobile.spec.ts checks them in Chromium).
  it('opens as a modal dialog', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal')
    render(<MobileBottomBar />)
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }))
    const sheet = await screen.findByRole('dialog', { name: 'Меню' })
    expect(sheet.tagName).toBe('DIALOG')
    expect(showModal.mock.contexts).toContain(sheet)
    showModal.mockRestore()
  })

  it('locks page scrolling while open', async () => {
    render(<MobileBottomBar />)
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }))
    const close = await screen.findByRole('button', { name: 'Закрыть меню' })
    expect(document.body.style.overflow).toBe('hidden')
    await userEvent.click(close)
    expect(document.body.style.overflow).toBe('')
  })

  it('closes when a link in the sheet is followed, and the page replaces the sheet’s history entry', async () => {
    render(<MobileBottomBar />)
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Пляжи' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(Router.replace).toHaveBeenCalledWith('/plyazhi', undefined, { scroll: true })
  })
})
