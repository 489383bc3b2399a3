import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { createMockClient, residentFixture } from '@/lib/test/mockApollo'
import { SessionProvider, useSession, type SessionUser } from '@/components/session'
import { AccountPanelsProvider, useAccountPanels } from '.'

const mock = { client: createMockClient({}).client }
jest.mock('@/lib/apollo/browserClient', () => ({ getBrowserClient: () => mock.client }))

// Next's pages router hands out a new router object on every navigation; so does this one.
const push = jest.fn()
let generation = 0
jest.mock('next/router', () => ({
  __esModule: true,
  useRouter: () => ({ asPath: '/', push, generation }),
  default: { push: jest.fn(), beforePopState: jest.fn() },
}))

function Page({ navigate }: { navigate: () => void }) {
  const { signInThen } = useAccountPanels()
  const { setUser } = useSession()
  return (
    <>
      <button type="button" onClick={() => signInThen('/ekskursii-i-tury/utrish#bronirovanie')}>
        Забронировать
      </button>
      <button type="button" onClick={() => setUser(residentFixture() as SessionUser)}>
        Вход выполнен
      </button>
      <button type="button" onClick={navigate}>
        Другая страница
      </button>
    </>
  )
}

/** The app around the panels re-renders on a navigation, as Next's does. */
function App() {
  const [, setRoute] = useState(0)
  return (
    <SessionProvider serverUser={null}>
      <AccountPanelsProvider>
        <Page
          navigate={() => {
            generation += 1
            setRoute((n) => n + 1)
          }}
        />
      </AccountPanelsProvider>
    </SessionProvider>
  )
}

describe('signInThen', () => {
  it('follows the destination once: a later navigation is not dragged back to it', async () => {
    const user = userEvent.setup()
    render(<App />)
    await user.click(screen.getByRole('button', { name: 'Забронировать' }))
    await user.click(screen.getByRole('button', { name: 'Вход выполнен', hidden: true }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/ekskursii-i-tury/utrish#bronirovanie'))
    // The booking widget sends the resident on to the booking: the router changes, nothing pulls back.
    await user.click(screen.getByRole('button', { name: 'Другая страница', hidden: true }))
    await user.click(screen.getByRole('button', { name: 'Другая страница', hidden: true }))
    expect(push).toHaveBeenCalledTimes(1)
  })
})
