import { render, screen, within } from '@testing-library/react'

import { ResidentPermitView } from './ResidentPermitView'

describe('ResidentPermitView', () => {
  it('takes its title and crumb from the route table', () => {
    render(<ResidentPermitView />)
    const title = 'Резидентское разрешение для автомобиля'
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Хлебные крошки' })
    expect(within(nav).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page')
  })

  it('leads to the application and to the car list in the cabinet', () => {
    render(<ResidentPermitView />)
    expect(screen.getByRole('link', { name: 'Подать заявку' })).toHaveAttribute('href', '/rezident-applications')
    const transport = screen.getAllByRole('link', { name: 'Мой транспорт' })
    expect(transport).toHaveLength(2)
    for (const link of transport) expect(link).toHaveAttribute('href', '/my-transport')
    expect(screen.getByRole('link', { name: 'Заявки' })).toHaveAttribute('href', '/rezident-applications')
  })

  it('says who may apply and which scans to upload, in which formats', () => {
    render(<ResidentPermitView />)
    expect(screen.getByText(/Услуга доступна для жителей города-курорта Анапа\./)).toBeInTheDocument()
    expect(screen.getByText(/паспорт — разворот с фотографией/)).toBeInTheDocument()
    expect(screen.getByText(/СТС — оборотная сторона/)).toBeInTheDocument()
    expect(screen.getByText(/JPEG, PNG или PDF, размер каждого — не больше 10 МБ/)).toBeInTheDocument()
  })

  it('opens the parking site in a new tab without handing over the opener', () => {
    render(<ResidentPermitView />)
    const link = screen.getByRole('link', { name: /сайте городских парковок/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
