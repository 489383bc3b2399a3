import { act, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FORM_ERROR } from 'final-form'
import { Toaster, toast } from 'sonner'

import { NETWORK_ERROR_MESSAGE } from '@/lib/apollo/serverErrors'
import { createMockClient, gatewayError, MockApollo, residentFixture, type MockHandlers } from '@/lib/test/mockApollo'
import { SessionProvider, useSession, type SessionUser } from '@/components/session'
import { PASSWORD_CHANGED, useChangePasswordMutation } from './useChangePasswordMutation'
import { ACCOUNT_DELETED, useDeleteAccountMutation } from './useDeleteAccountMutation'
import { useLogoutMutation } from './useLogoutMutation'
import { PROFILE_SAVED, useUpdateProfileMutation } from './useUpdateProfileMutation'

const router = { asPath: '/', push: jest.fn(() => Promise.resolve(true)) }
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => router }))

/** Runs `useHook` under a real Apollo client (its network faked), a signed-in session and the toaster. */
function renderWithSession<T>(useHook: () => T, handlers: MockHandlers, { path = '/' } = {}) {
  router.asPath = path
  router.push.mockClear()
  const mock = createMockClient(handlers)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockApollo client={mock.client}>
      <SessionProvider serverUser={residentFixture() as SessionUser}>
        {children}
        <Toaster />
      </SessionProvider>
    </MockApollo>
  )
  const { result } = renderHook(() => ({ hook: useHook(), session: useSession() }), { wrapper })
  return { result, ...mock }
}

/** Runs a hook's action inside act, as a click would, and returns what it returned. */
async function acting<T>(action: () => Promise<T>): Promise<T> {
  let outcome: T | undefined
  await act(async () => {
    outcome = await action()
  })
  return outcome as T
}

afterEach(() => act(() => void toast.dismiss()))

describe('useUpdateProfileMutation (docs/spec.md#3-entities-and-their-fields, #5-validation-rules Profile update)', () => {
  it('sends the profile with an unset sex as null, replaces the session user and says so', async () => {
    const { result, callsOf } = renderWithSession(useUpdateProfileMutation, {
      UpdateProfileMutation: ({ input }) => ({
        data: { updateProfile: residentFixture({ ...(input as object), name: 'Мария' }) },
      }),
    })
    const outcome = await acting(() =>
      result.current.hook({ name: 'Мария', lastname: 'Морозова', email: 'maria@example.ru' }),
    )
    expect(outcome).toBeUndefined()
    expect(callsOf('UpdateProfileMutation')[0]!.variables).toEqual({
      input: { name: 'Мария', lastname: 'Морозова', email: 'maria@example.ru', sex: null },
    })
    expect(result.current.session.user).toMatchObject({ name: 'Мария', email: 'maria@example.ru' })
    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument()
  })

  it("puts the gateway's field messages on the form's fields and keeps the user", async () => {
    const { result } = renderWithSession(useUpdateProfileMutation, {
      UpdateProfileMutation: () =>
        gatewayError('Проверьте данные', 'BAD_USER_INPUT', { email: 'Введите корректный email' }),
    })
    const outcome = await acting(() => result.current.hook({ name: 'Анна', lastname: 'Морозова', email: 'anna@' }))
    expect(outcome).toEqual({ email: 'Введите корректный email' })
    expect(result.current.session.user).toMatchObject({ email: 'anna@example.ru' })
    expect(screen.queryByText(PROFILE_SAVED)).toBeNull()
  })
})

describe('useChangePasswordMutation (docs/spec.md#3-entities-and-their-fields Password payloads, Change)', () => {
  const values = { oldPassword: 'stariy-1', password: 'noviy-22', confirmPassword: 'noviy-22' }

  it('sends the three fields and says the other devices must sign in again', async () => {
    const { result, callsOf } = renderWithSession(useChangePasswordMutation, {
      ChangePasswordMutation: () => ({ data: { changePassword: true } }),
    })
    const outcome = await acting(() => result.current.hook(values))
    expect(outcome).toBeUndefined()
    expect(callsOf('ChangePasswordMutation')[0]!.variables).toEqual(values)
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument()
    expect(screen.getByText('На других устройствах нужно войти заново')).toBeInTheDocument()
  })

  it('marks a wrong old password on its field', async () => {
    const { result } = renderWithSession(useChangePasswordMutation, {
      ChangePasswordMutation: () =>
        gatewayError('Неверный пароль', 'BAD_USER_INPUT', { oldPassword: 'Неверный текущий пароль' }),
    })
    const outcome = await acting(() => result.current.hook(values))
    expect(outcome).toEqual({ oldPassword: 'Неверный текущий пароль' })
    expect(screen.queryByText(PASSWORD_CHANGED)).toBeNull()
  })

  it('answers a dropped connection as a failure of the whole form, so the typed passwords are kept', async () => {
    const { result } = renderWithSession(useChangePasswordMutation, {
      ChangePasswordMutation: () => ({ networkError: new TypeError('Failed to fetch') }),
    })
    const outcome = await acting(() => result.current.hook(values))
    expect(outcome).toEqual({ [FORM_ERROR]: NETWORK_ERROR_MESSAGE })
    expect(screen.queryByText(PASSWORD_CHANGED)).toBeNull()
  })
})

describe('useLogoutMutation (docs/spec.md#4-states-and-transitions Session)', () => {
  it('signs out and leaves a public page where it is', async () => {
    const { result } = renderWithSession(useLogoutMutation, { LogoutMutation: () => ({ data: { logout: true } }) })
    const done = await acting(() => result.current.hook.logout())
    expect(done).toBe(true)
    expect(result.current.session).toMatchObject({ status: 'signedOut', user: null })
    expect(router.push).not.toHaveBeenCalled()
  })

  it('goes home from a cabinet page', async () => {
    const { result } = renderWithSession(
      useLogoutMutation,
      { LogoutMutation: () => ({ data: { logout: true } }) },
      { path: '/upravleniye-profilem' },
    )
    await acting(() => result.current.hook.logout())
    expect(router.push).toHaveBeenCalledWith('/')
  })

  it('treats a session that had already ended as signed out', async () => {
    const { result } = renderWithSession(useLogoutMutation, {
      LogoutMutation: () => gatewayError('Требуется авторизация', 'UNAUTHENTICATED'),
    })
    const done = await acting(() => result.current.hook.logout())
    expect(done).toBe(true)
    expect(result.current.session.status).toBe('signedOut')
  })

  it('keeps the resident signed in and shows the error when the logout failed', async () => {
    const { result } = renderWithSession(useLogoutMutation, {
      LogoutMutation: () => gatewayError('Сервис временно недоступен', 'UPSTREAM_UNAVAILABLE'),
    })
    const done = await acting(() => result.current.hook.logout())
    expect(done).toBe(false)
    expect(result.current.session.status).toBe('signedIn')
    expect(await screen.findByText('Сервис временно недоступен')).toBeInTheDocument()
  })
})

describe('useDeleteAccountMutation (docs/spec.md#4-states-and-transitions)', () => {
  it('clears the session, says the account is gone and goes home', async () => {
    const { result } = renderWithSession(useDeleteAccountMutation, {
      DeleteAccountMutation: () => ({ data: { deleteAccount: true } }),
    })
    const done = await acting(() => result.current.hook.deleteAccount())
    expect(done).toBe(true)
    expect(result.current.session).toMatchObject({ status: 'signedOut', user: null })
    expect(await screen.findByText(ACCOUNT_DELETED)).toBeInTheDocument()
    expect(router.push).toHaveBeenCalledWith('/')
  })

  it('keeps everything when the deletion failed', async () => {
    const { result } = renderWithSession(useDeleteAccountMutation, {
      DeleteAccountMutation: () => gatewayError('Сервис временно недоступен', 'UPSTREAM_UNAVAILABLE'),
    })
    const done = await acting(() => result.current.hook.deleteAccount())
    expect(done).toBe(false)
    expect(result.current.session.status).toBe('signedIn')
    expect(router.push).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByText('Сервис временно недоступен')).toBeInTheDocument())
    expect(screen.queryByText(ACCOUNT_DELETED)).toBeNull()
  })
})
