import { act, render, screen } from '@testing-library/react'
import { useEffect } from 'react'

import { SessionProvider, useSession } from '@/components/session'
import { AppShell } from './AppShell'

const footerRenders = jest.fn()
jest.mock('@/components/layout/Footer', () => {
  const { Footer: RealFooter } = jest.requireActual('@/components/layout/Footer')
  return {
    __esModule: true,
    Footer: () => {
      footerRenders()
      return <RealFooter />
    },
  }
})

jest.mock('next/router', () => {
  const actual = jest.requireActual('next/router')
  return { __esModule: true, ...actual, useRouter: () => ({ asPath: '/' }) }
})

describe('AppShell', () => {
  beforeEach(() => window.localStorage.clear())

  it('wraps a page in the default layout with header, main, footer and the bottom bar', async () => {
    render(
      <AppShell>
        <h1>Пляжи Анапы</h1>
      </AppShell>,
    )
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Пляжи Анапы' }))
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Быстрая навигация' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toHaveAttribute('href', '#main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    // The cookie banner loads after hydration, as it needs localStorage anyway.
    expect(await screen.findByRole('button', { name: 'Принять' })).toBeInTheDocument()
  })

  it('drops the footer on the map layout', () => {
    render(
      <AppShell layout="map">
        <p>Карта</p>
      </AppShell>,
    )
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  })

  it('renders only the page on the sprite layout', () => {
    render(
      <AppShell layout="sprite">
        <p>Иконки</p>
      </AppShell>,
    )
    expect(screen.getByRole('main')).toHaveTextContent('Иконки')
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  })

  it('passes signedIn to the header', () => {
    render(
      <AppShell signedIn>
        <p>Страница</p>
      </AppShell>,
    )
    expect(screen.getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/izbrannoe')
  })

  it('does not render the layout again when the session turns out signed out after hydration', () => {
    let signOut = () => {}
    function SignedOutAfterMount() {
      const { setUser } = useSession()
      useEffect(() => {
        signOut = () => setUser(null)
      }, [setUser])
      return null
    }
    render(
      <SessionProvider>
        <SignedOutAfterMount />
        <AppShell>
          <p>Страница</p>
        </AppShell>
      </SessionProvider>,
    )
    const before = footerRenders.mock.calls.length
    act(() => signOut())
    // The shell re-rendered (it reads the session), the layout and its footer did not.
    expect(footerRenders.mock.calls.length).toBe(before)
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })
})
