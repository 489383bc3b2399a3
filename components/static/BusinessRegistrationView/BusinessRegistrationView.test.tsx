import { render, screen, within } from '@testing-library/react'

import { SUPPORT_EMAIL } from '@/lib/routes'
import { BUSINESS_MAILTO, BusinessRegistrationView } from './BusinessRegistrationView'

describe('BusinessRegistrationView', () => {
  it('has a heading and crumbs ending with the page', () => {
    render(<BusinessRegistrationView />)
    expect(screen.getByRole('heading', { level: 1, name: 'Регистрация бизнеса на портале' })).toBeInTheDocument()
    const crumbs = within(screen.getByRole('navigation', { name: 'Хлебные крошки' })).getAllByRole('listitem')
    expect(crumbs.map((c) => c.textContent)).toEqual(['Главная', 'Регистрация бизнеса на портале'])
  })

  it('lists the steps in order', () => {
    render(<BusinessRegistrationView />)
    const steps = screen.getByRole('heading', { name: 'Как попасть на портал' }).nextElementSibling as HTMLElement
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Подготовьте сведения', 'Приложите подтверждение', 'Отправьте заявку', 'Дождитесь публикации'])
  })

  it('sends applications to the help e-mail with a subject and a template', () => {
    render(<BusinessRegistrationView />)
    expect(screen.getByRole('link', { name: 'Отправить заявку' })).toHaveAttribute('href', BUSINESS_MAILTO)
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', BUSINESS_MAILTO)
    const url = new URL(BUSINESS_MAILTO)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe(SUPPORT_EMAIL)
    expect(url.searchParams.get('subject')).toBe('Регистрация бизнеса на портале')
    expect(url.searchParams.get('body')).toContain('ИНН:')
  })
})
