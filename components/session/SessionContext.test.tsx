import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { residentFixture } from '@/lib/test/mockApollo'
import type { SessionUser } from '@/lib/pageProps'

import { SessionProvider, useSession } from './SessionContext'

const anna = residentFixture() as SessionUser
const petr = residentFixture({ id: '18', name: 'Пётр' }) as SessionUser

function Probe() {
  const { status, user, setUser, clear } = useSession()
  return (
    <>
      <p>{`${status}${user ? ` ${user.name}` : ''}`}</p>
      <button type="button" onClick={() => setUser(anna)}>
        Войти
      </button>
      <button type="button" onClick={clear}>
        Выйти
      </button>
      <button type="button" onClick={() => setUser(null)}>
        Никого
      </button>
    </>
  )
}

describe('SessionContext', () => {
  it('starts unknown, then follows setUser and clear', async () => {
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    )
    expect(screen.getByText('unknown')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    expect(screen.getByText('signedIn Анна')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }))
    expect(screen.getByText('signedOut')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    await userEvent.click(screen.getByRole('button', { name: 'Никого' }))
    expect(screen.getByText('signedOut')).toBeInTheDocument()
  })

  it('takes a cabinet page’s user, a newer page’s user, and keeps it on public pages', () => {
    const { rerender } = render(
      <SessionProvider serverUser={anna}>
        <Probe />
      </SessionProvider>,
    )
    expect(screen.getByText('signedIn Анна')).toBeInTheDocument()
    rerender(
      <SessionProvider serverUser={petr}>
        <Probe />
      </SessionProvider>,
    )
    expect(screen.getByText('signedIn Пётр')).toBeInTheDocument()
    rerender(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    )
    expect(screen.getByText('signedIn Пётр')).toBeInTheDocument()
  })

  it('outside a provider it is unknown and inert', async () => {
    render(<Probe />)
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    expect(screen.getByText('unknown')).toBeInTheDocument()
  })
})
