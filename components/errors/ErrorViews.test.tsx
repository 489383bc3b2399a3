import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { ErrorView } from './ErrorView'
import { NotFoundView } from './NotFoundView'

jest.mock('next/head', () => jest.requireActual('@/lib/test/headInBody'))
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/plyazhi/net-takogo?x=1' }) }))

describe('NotFoundView', () => {
  it('has a Russian page title and stays out of search results', () => {
    render(<NotFoundView />)
    // React 19 hoists <title> and <meta> into the document's head.
    expect(document.title).toMatch(/^Страница не найдена \| /)
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })

  it('apologises, jokes about seagulls and links home', () => {
    render(<NotFoundView />)
    expect(screen.getByRole('heading', { level: 1, name: 'Извините, страница не найдена' })).toBeInTheDocument()
    expect(screen.getByText(/чайка/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
  })

  it('carries the docs/spec.md#8-error-catalogue message for the missing path in the browser, never as visible copy', () => {
    const { container } = render(<NotFoundView />)
    expect(container.querySelector('[data-error-message]')).toHaveAttribute(
      'data-error-message',
      'Page not found: /plyazhi/net-takogo?x=1',
    )
    expect(screen.queryByText(/Page not found/)).not.toBeInTheDocument()
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

  it('names the error in the page title and keeps the page out of search results', () => {
    render(<ErrorView statusCode={503} />)
    expect(document.title).toMatch(/^Ошибка 503 \| /)
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })

  it('describes no page to share: no canonical link, no OpenGraph card', () => {
    render(<ErrorView statusCode={503} />)
    expect(document.querySelector('link[rel="canonical"]')).toBeNull()
    expect(document.querySelector('meta[property^="og:"]')).toBeNull()
  })
})
