import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { ErrorView } from './ErrorView'
import { NotFoundView } from './NotFoundView'

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/plyazhi/net-takogo?x=1' }) }))

describe('NotFoundView', () => {
  it('apologises, jokes about seagulls and links home', () => {
    render(<NotFoundView />)
    expect(screen.getByRole('heading', { level: 1, name: 'Извините, страница не найдена' })).toBeInTheDocument()
    expect(screen.getByText(/чайка/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
  })

  it('names the missing path once in the browser', () => {
    render(<NotFoundView />)
    expect(screen.getByText('Page not found: /plyazhi/net-takogo?x=1')).toBeInTheDocument()
  })

  it('leaves the path out of the server HTML, which is shared by every missing path', () => {
    expect(renderToString(<NotFoundView />)).not.toContain('Page not found')
  })
})

describe('ErrorView', () => {
  it('shows the status code and the server-error message', () => {
    render(<ErrorView statusCode={503} />)
    expect(screen.getByText('503')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Произошла ошибка на сервере' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
  })
})
