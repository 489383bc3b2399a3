import { act, render, screen } from '@testing-library/react'

import { residentFixture } from '@/lib/test/mockApollo'
import type { SessionUser } from '@/lib/pageProps'

import { SessionProvider, useSession } from './SessionContext'
import { recallUser, rememberUser } from './rememberedUser'

const KEY = 'session-user'

describe('the remembered resident (a page without a connection)', () => {
  beforeEach(() => window.localStorage.clear())

  it('keeps only the session user record, and reads it back', () => {
    const user = { ...residentFixture({ name: 'Пётр' }), __typename: 'User', extra: 'x' } as unknown as SessionUser
    rememberUser(user)
    expect(Object.keys(JSON.parse(window.localStorage.getItem(KEY)!)).sort()).toEqual(
      ['email', 'hasPassword', 'id', 'lastname', 'name', 'phone', 'phoneFormatted', 'sex'].sort(),
    )
    expect(recallUser()).toMatchObject({ name: 'Пётр', phone: user.phone })
    rememberUser(null)
    expect(window.localStorage.getItem(KEY)).toBeNull()
  })

  it.each([
    ['not JSON', '{'],
    ['not an object', '"Пётр"'],
    ['a missing id', JSON.stringify({ phone: '79181234567' })],
    ['a wrong type', JSON.stringify({ ...residentFixture(), hasPassword: 'yes' })],
    ['an unknown sex', JSON.stringify({ ...residentFixture(), sex: 'other' })],
  ])('reads nothing from a stored value that is %s', (_, stored) => {
    window.localStorage.setItem(KEY, stored)
    expect(recallUser()).toBeNull()
  })

  it('signing out (logout, account deletion) forgets the remembered resident', () => {
    rememberUser(residentFixture({ name: 'Анна' }) as SessionUser)
    let session: ReturnType<typeof useSession> | null = null
    function Probe() {
      session = useSession()
      return <p>{session.status}</p>
    }
    render(
      <SessionProvider serverUser={residentFixture({ name: 'Анна' }) as SessionUser}>
        <Probe />
      </SessionProvider>,
    )
    expect(recallUser()?.name).toBe('Анна')
    act(() => session!.clear())
    expect(screen.getByText('signedOut')).toBeInTheDocument()
    expect(recallUser()).toBeNull()
  })

  it('an unknown session (not decided yet) leaves what is remembered alone', () => {
    rememberUser(residentFixture({ name: 'Анна' }) as SessionUser)
    render(
      <SessionProvider>
        <p>страница</p>
      </SessionProvider>,
    )
    expect(recallUser()?.name).toBe('Анна')
  })
})
