import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster, toast } from 'sonner'
import { act } from 'react'

import { createMockClient, gatewayError, MockApollo, residentFixture, type MockHandlers } from '@/lib/test/mockApollo'
import { SessionProvider, useSession, type SessionUser } from '@/components/session'
import { ProfilePanel } from './ProfilePanel'

const router = { asPath: '/', push: jest.fn(() => Promise.resolve(true)) }
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => router }))

function SessionStatus() {
  const { status } = useSession()
  return <p>{`Сессия: ${status}`}</p>
}

function renderPanel(path: string, handlers: MockHandlers) {
  router.asPath = path
  router.push.mockClear()
  const mock = createMockClient({
    ProfilePanelQuery: () => ({ data: { activeResidentPermitEndDate: null } }),
    ...handlers,
  })
  const onClose = jest.fn()
  render(
    <MockApollo client={mock.client}>
      <SessionProvider serverUser={residentFixture() as SessionUser}>
        <SessionStatus />
        <ProfilePanel onClose={onClose} />
        <Toaster />
      </SessionProvider>
    </MockApollo>,
  )
  return { ...mock, onClose }
}

const logoutOk: MockHandlers = { LogoutMutation: () => ({ data: { logout: true } }) }

describe('logout from the profile card (docs/spec.md#4-states-and-transitions Session)', () => {
  afterEach(() => act(() => void toast.dismiss()))

  it('from a page that requires auth: clears the user and goes home', async () => {
    const { callsOf, onClose } = renderPanel('/my-transport', logoutOk)
    expect(screen.getByRole('dialog', { name: 'Профиль' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }))
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'))
    expect(callsOf('LogoutMutation')).toHaveLength(1)
    expect(screen.getByText('Сессия: signedOut')).toBeInTheDocument()
    expect(onClose).toHaveBeenCalled()
  })

  it('from a nested cabinet path too', async () => {
    renderPanel('/moi-obrashcheniya/appeal-12?tab=chat', logoutOk)
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }))
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'))
  })

  it('from a public page: stays there', async () => {
    const { onClose } = renderPanel('/zhurnal-kurorta', logoutOk)
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(screen.getByText('Сессия: signedOut')).toBeInTheDocument()
    expect(router.push).not.toHaveBeenCalled()
  })

  it('a session the server had already ended counts as logged out', async () => {
    renderPanel('/pokupki', { LogoutMutation: () => gatewayError('Требуется вход', 'UNAUTHENTICATED') })
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }))
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'))
  })

  it('a failed logout keeps the visitor signed in and says why', async () => {
    const { onClose } = renderPanel('/pokupki', {
      LogoutMutation: () => ({ networkError: new TypeError('Failed to fetch') }),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }))
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
    expect(screen.getByText('Сессия: signedIn')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(router.push).not.toHaveBeenCalled()
  })
})

describe('the resident permit tile (docs/spec.md#2-screens-and-routes)', () => {
  it('shows the expiry of the active permit from the gateway', async () => {
    renderPanel('/', { ProfilePanelQuery: () => ({ data: { activeResidentPermitEndDate: '10.07.2027' } }) })
    expect(await screen.findByText('Действует до 10.07.2027')).toBeInTheDocument()
    expect(screen.queryByText('Услуга доступна для жителей города-курорта Анапа.')).toBeNull()
  })

  it('shows the service note without an active permit', async () => {
    const { callsOf } = renderPanel('/', {})
    await waitFor(() => expect(callsOf('ProfilePanelQuery')).toHaveLength(1))
    expect(screen.getByText('Услуга доступна для жителей города-курорта Анапа.')).toBeInTheDocument()
  })
})
