import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Router from 'next/router'

import { ProfileCard } from './ProfileCard'

jest.mock('next/router', () => ({
  __esModule: true,
  default: { push: jest.fn(() => Promise.resolve(true)), prefetch: () => Promise.resolve() },
}))

const anna = { name: 'Анна', lastname: 'Морозова', phoneFormatted: '+7 (918) 123-45-67', sex: 'female' as const }

describe('ProfileCard (docs/spec.md#2-screens-and-routes)', () => {
  it('shows the name, the formatted phone and the permit service note', () => {
    render(<ProfileCard user={anna} onLogout={() => {}} />)
    expect(screen.getByRole('heading', { name: 'Анна Морозова' })).toBeInTheDocument()
    expect(screen.getByText('+7 (918) 123-45-67')).toBeInTheDocument()
    expect(screen.getByText('Услуга доступна для жителей города-курорта Анапа.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Резидентское разрешение' })).toHaveAttribute(
      'href',
      '/rezidentskoe-razreshenie',
    )
  })

  it('shows the expiry of an active permit as dd.mm.yyyy', () => {
    render(<ProfileCard user={anna} permitEndDate="05.07.2026" onLogout={() => {}} />)
    expect(screen.getByText('Действует до 05.07.2026')).toBeInTheDocument()
    expect(screen.queryByText(/Услуга доступна/)).not.toBeInTheDocument()
  })

  it('falls back to the service note for an unreadable date', () => {
    render(<ProfileCard user={anna} permitEndDate="soon" onLogout={() => {}} />)
    expect(screen.getByText('Услуга доступна для жителей города-курорта Анапа.')).toBeInTheDocument()
  })

  it('links the cabinet sections in order', () => {
    render(<ProfileCard user={anna} onLogout={() => {}} />)
    const nav = screen.getByRole('navigation', { name: 'Личный кабинет' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Мой транспорт', '/my-transport'],
      ['Заявки', '/rezident-applications'],
      ['Бронирования и поездки', '/pokupki'],
      ['Управление профилем', '/upravleniye-profilem'],
      ['Служба заботы', '/moi-obrashcheniya'],
      ['Избранное', '/izbrannoe'],
      ['Уведомления', '/?uvedomlenie=vse'],
    ])
  })

  it("in the header's panel, 'Уведомления' opens the bell's panel in place", async () => {
    const onOpenNotifications = jest.fn()
    render(<ProfileCard user={anna} onLogout={() => {}} onOpenNotifications={onOpenNotifications} />)
    const nav = screen.getByRole('navigation', { name: 'Личный кабинет' })
    expect(within(nav).queryByRole('link', { name: 'Уведомления' })).not.toBeInTheDocument()
    await userEvent.click(within(nav).getByRole('button', { name: 'Уведомления' }))
    expect(onOpenNotifications).toHaveBeenCalledTimes(1)
  })

  it('says so when the resident has no name yet (a fresh code sign-up)', () => {
    render(<ProfileCard user={{ ...anna, name: null, lastname: null, sex: null }} onLogout={() => {}} />)
    expect(screen.getByRole('heading', { name: 'Имя не указано' })).toBeInTheDocument()
  })

  it('logs out, and reports following a link', async () => {
    const onLogout = jest.fn()
    const onNavigate = jest.fn()
    render(<ProfileCard user={anna} onLogout={onLogout} onNavigate={onNavigate} />)
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }))
    expect(onLogout).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('link', { name: 'Избранное' }))
    expect(onNavigate).toHaveBeenCalledTimes(1)
    expect(Router.push).toHaveBeenCalledWith('/izbrannoe', undefined, { scroll: true })
  })
})
