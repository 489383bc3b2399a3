import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { CookieBanner } from './CookieBanner'
import { COOKIE_CONSENT_KEY } from './useCookieConsent'

describe('CookieBanner', () => {
  beforeEach(() => window.localStorage.clear())

  it('is in the server HTML, so it paints with the page rather than after hydration', () => {
    expect(renderToString(<CookieBanner />)).toContain('aria-label="Файлы cookie"')
  })

  it('hydrates over the server HTML for a visitor who accepted earlier, then goes, without a mismatch', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted')
    const container = document.createElement('div')
    container.innerHTML = renderToString(<CookieBanner />)
    document.body.append(container)
    const recoverable = jest.fn()
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})

    await act(async () => {
      hydrateRoot(container, <CookieBanner />, { onRecoverableError: recoverable })
    })

    expect(container).toBeEmptyDOMElement()
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    consoleError.mockRestore()
    container.remove()
  })

  it('asks a new visitor to accept cookies', () => {
    render(<CookieBanner />)
    expect(screen.getByRole('region', { name: 'Файлы cookie' })).toHaveTextContent(/используем файлы cookie/)
    expect(screen.getByRole('link', { name: 'политике конфиденциальности' })).toHaveAttribute(
      'href',
      '/politika-konfidencialnosti',
    )
  })

  it('hides on accept and stays hidden after a remount', async () => {
    const { unmount } = render(<CookieBanner />)
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }))
    expect(screen.queryByRole('region', { name: 'Файлы cookie' })).not.toBeInTheDocument()
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted')

    unmount()
    render(<CookieBanner />)
    expect(screen.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument()
  })

  it('stays hidden for a visitor who accepted earlier', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted')
    render(<CookieBanner />)
    expect(screen.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument()
  })
})
