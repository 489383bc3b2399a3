import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Toaster, toast } from 'sonner'

import { createMockClient, gatewayError, MockApollo, residentFixture, type MockHandlers } from '@/lib/test/mockApollo'
import { SessionProvider, useSession } from '@/components/session/SessionContext'
import { AuthDrawer } from './AuthDrawer'

const REQUIRED = 'Это обязательное поле'
const MIN6 = 'Минимальная длина 6 символов'

const resident = residentFixture()
const sendCodeOk: MockHandlers = { SendCodeMutation: () => ({ data: { sendCode: true } }) }
const signInOk = (user = resident): MockHandlers => ({
  LoginByCodeMutation: () => ({ data: { loginByCode: user } }),
  LoginMutation: () => ({ data: { login: user } }),
  MeQuery: () => ({ data: { me: user } }),
})

function SessionStatus() {
  const { status, user } = useSession()
  return <p>{`Сессия: ${status}${user ? ` ${user.phone}` : ''}`}</p>
}

/** The drawer as the header opens it: an opener button, the session, a toaster, a fake network. */
function renderDrawer(handlers: MockHandlers) {
  const mock = createMockClient(handlers)
  function Opener() {
    const [open, setOpen] = useState(true)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Профиль
        </button>
        <AuthDrawer open={open} onClose={() => setOpen(false)} />
      </>
    )
  }
  render(
    <MockApollo client={mock.client}>
      <SessionProvider>
        <SessionStatus />
        <Opener />
        <Toaster />
      </SessionProvider>
    </MockApollo>,
  )
  return { ...mock, user: userEvent.setup() }
}

const dialog = (name: string) => screen.getByRole('dialog', { name })
const field = (label: string) => screen.getByLabelText(label)
const click = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name }))

const CONSENT_BOX = /Я даю согласие на обработку персональных данных/
const CONSENT_REQUIRED = 'Подтвердите согласие на обработку персональных данных'

async function requestCode(user: ReturnType<typeof userEvent.setup>, phone = '89181234567') {
  await click(user, 'Войти по коду')
  await user.type(field('Номер телефона'), phone)
  await user.click(screen.getByRole('checkbox', { name: CONSENT_BOX }))
  await click(user, 'Получить код')
  return screen.findByRole('dialog', { name: 'Введите код' })
}

describe('AuthDrawer', () => {
  // Sonner keeps its toasts in a module; a dismissed one never shows in the next test's toaster.
  afterEach(() => act(() => void toast.dismiss()))

  it('is a modal dialog named by its form, with focus inside', () => {
    renderDrawer({})
    const drawer = dialog('Вход')
    expect(drawer).toHaveAttribute('aria-modal', 'true')
    expect(field('Номер телефона')).toHaveFocus()
    expect(within(drawer).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument()
  })

  it('closes with Escape and with the close button', async () => {
    const { user } = renderDrawer({})
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await click(user, 'Профиль')
    await click(user, 'Закрыть')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('links the auth form to the code, recovery and registration forms', async () => {
    const { user } = renderDrawer({})
    await click(user, 'Забыли пароль?')
    expect(dialog('Восстановление пароля')).toBeInTheDocument()
    await click(user, 'Вспомнили пароль? Войти')
    await click(user, 'Регистрация')
    expect(dialog('Вход по коду и регистрация')).toBeInTheDocument()
    await click(user, 'Войти с паролем')
    expect(dialog('Вход')).toBeInTheDocument()
  })

  describe('validation (docs/spec.md#5-validation-rules): messages appear and nothing is sent', () => {
    it('auth: phone required, password required then min 6', async () => {
      const { user, calls } = renderDrawer({})
      await click(user, 'Войти')
      expect(field('Номер телефона')).toHaveAccessibleDescription(REQUIRED)
      expect(field('Пароль')).toHaveAccessibleDescription(REQUIRED)
      await user.type(field('Пароль'), '12345')
      await click(user, 'Войти')
      expect(field('Пароль')).toHaveAccessibleDescription(MIN6)
      expect(calls).toEqual([])
    })

    it('registration and recovery: the phone is required', async () => {
      const { user, calls } = renderDrawer({})
      await click(user, 'Регистрация')
      await click(user, 'Получить код')
      expect(field('Номер телефона')).toHaveAccessibleDescription(REQUIRED)
      await click(user, 'Войти с паролем')
      await click(user, 'Забыли пароль?')
      await click(user, 'Получить код')
      expect(field('Номер телефона')).toHaveAccessibleDescription(REQUIRED)
      expect(calls).toEqual([])
    })

    it('confirm: the code is required, then six digits', async () => {
      const { user, calls } = renderDrawer(sendCodeOk)
      await requestCode(user)
      await click(user, 'Подтвердить')
      expect(field('Код из СМС')).toHaveAccessibleDescription(REQUIRED)
      // Letters never reach the field.
      await user.type(field('Код из СМС'), '12ab')
      expect(field('Код из СМС')).toHaveValue('12')
      await click(user, 'Подтвердить')
      expect(field('Код из СМС')).toHaveAccessibleDescription('Код состоит из 6 цифр')
      expect(calls.map((call) => call.operationName)).toEqual(['SendCodeMutation'])
    })

    it('save password: both required, then min 6, then they must match', async () => {
      const { user, callsOf } = renderDrawer({ ...sendCodeOk, ...signInOk(residentFixture({ hasPassword: false })) })
      await requestCode(user)
      await user.type(field('Код из СМС'), '123456')
      await click(user, 'Подтвердить')
      await screen.findByRole('dialog', { name: 'Создайте пароль' })
      await click(user, 'Сохранить пароль')
      expect(field('Пароль')).toHaveAccessibleDescription(expect.stringContaining(REQUIRED))
      expect(field('Повторите пароль')).toHaveAccessibleDescription(REQUIRED)
      await user.type(field('Пароль'), 'secret1')
      await user.type(field('Повторите пароль'), 'secr')
      await click(user, 'Сохранить пароль')
      expect(field('Повторите пароль')).toHaveAccessibleDescription(MIN6)
      await user.type(field('Повторите пароль'), 'et2')
      await click(user, 'Сохранить пароль')
      expect(field('Повторите пароль')).toHaveAccessibleDescription('Значения должны совпадать')
      expect(callsOf('SetPasswordMutation')).toEqual([])
    })
  })

  it('the code sign-in, which registers a new phone, asks for consent first: unticked, with the policy a tap away', async () => {
    const { user, callsOf } = renderDrawer({ ...sendCodeOk, ...signInOk() })
    await click(user, 'Войти по коду')
    const box = screen.getByRole('checkbox', { name: CONSENT_BOX })
    expect(box).not.toBeChecked()
    expect(screen.getByRole('link', { name: /Политикой конфиденциальности/ })).toHaveAttribute(
      'href',
      '/politika-konfidencialnosti',
    )
    await user.type(field('Номер телефона'), '89181234567')
    await click(user, 'Получить код')
    expect(box).toHaveAccessibleErrorMessage(CONSENT_REQUIRED)
    expect(callsOf('SendCodeMutation')).toEqual([])

    await user.click(box)
    await click(user, 'Получить код')
    await screen.findByRole('dialog', { name: 'Введите код' })
    await user.type(field('Код из СМС'), '123456')
    await click(user, 'Подтвердить')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(callsOf('LoginByCodeMutation')[0]?.variables).toMatchObject({ consent: true })
  })

  it('signs in by code: send code → confirm → user set → drawer closes → phone cleared', async () => {
    const { user, callsOf } = renderDrawer({ ...sendCodeOk, ...signInOk() })
    expect(screen.getByText('Сессия: unknown')).toBeInTheDocument()

    await click(user, 'Войти по коду')
    await user.type(field('Номер телефона'), '89181234567')
    // docs/spec.md#5-validation-rules phone format, under our mask.
    expect(field('Номер телефона')).toHaveValue('+7 (918) 123-45-67')
    await user.click(screen.getByRole('checkbox', { name: CONSENT_BOX }))
    await click(user, 'Получить код')

    const confirm = await screen.findByRole('dialog', { name: 'Введите код' })
    expect(within(confirm).getByText('+7 (918) 123-45-67')).toBeInTheDocument()
    expect(field('Код из СМС')).toHaveFocus()
    expect(callsOf('SendCodeMutation')).toEqual([
      { operationName: 'SendCodeMutation', variables: { phone: '79181234567' } },
    ])

    await user.type(field('Код из СМС'), '123456')
    await click(user, 'Подтвердить')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(callsOf('LoginByCodeMutation')[0]?.variables).toEqual({
      phone: '79181234567',
      code: '123456',
      consent: true,
    })
    // docs/spec.md#4-states-and-transitions step 3: the current user is loaded after the token is saved.
    expect(callsOf('MeQuery')).toHaveLength(1)
    expect(screen.getByText('Сессия: signedIn 79181234567')).toBeInTheDocument()

    // The stored phone is gone: the drawer opens on the entry form with an empty phone.
    await click(user, 'Профиль')
    expect(dialog('Вход')).toBeInTheDocument()
    expect(field('Номер телефона')).toHaveValue('')
  })

  it('keeps a pending code across closing, and can send it again', async () => {
    const { user, callsOf } = renderDrawer(sendCodeOk)
    await requestCode(user)
    await click(user, 'Закрыть')
    await click(user, 'Профиль')
    expect(dialog('Введите код')).toBeInTheDocument()
    // The contract allows one code a minute, so the resend waits and says for how long.
    const resend = screen.getByRole('button', { name: 'Отправить код ещё раз' })
    expect(resend).toBeDisabled()
    expect(resend).toHaveAccessibleDescription(/^через (1:00|0:5\d)$/)
    const sentAt = Date.now()
    const clock = jest.spyOn(Date, 'now').mockReturnValue(sentAt + 61_000)
    try {
      await waitFor(() => expect(resend).toBeEnabled(), { timeout: 2000 })
      expect(resend).not.toHaveAccessibleDescription()
      await click(user, 'Отправить код ещё раз')
      expect(await screen.findByText('Код отправлен повторно')).toBeInTheDocument()
      expect(callsOf('SendCodeMutation')).toHaveLength(2)
      // Sent again: the countdown starts over.
      expect(screen.getByRole('button', { name: 'Отправить код ещё раз' })).toBeDisabled()
    } finally {
      clock.mockRestore()
    }
  })

  it('shows "Ошибка авторизации" when the user cannot be loaded after sign-in (docs/spec.md#4-states-and-transitions, #8-error-catalogue)', async () => {
    const { user } = renderDrawer({ ...sendCodeOk, ...signInOk(), MeQuery: () => ({ data: { me: null } }) })
    await requestCode(user)
    await user.type(field('Код из СМС'), '123456')
    await click(user, 'Подтвердить')
    expect(await within(dialog('Введите код')).findByRole('alert')).toHaveTextContent('Ошибка авторизации')
    expect(screen.getByText('Сессия: unknown')).toBeInTheDocument()
  })

  it('puts a refused code on the code field and in a toast (docs/spec.md#8-error-catalogue)', async () => {
    const { user } = renderDrawer({
      ...sendCodeOk,
      LoginByCodeMutation: () => gatewayError('Неверный код', 'UNAUTHENTICATED'),
    })
    await requestCode(user)
    await user.type(field('Код из СМС'), '000000')
    await click(user, 'Подтвердить')
    await waitFor(() => expect(field('Код из СМС')).toHaveAccessibleDescription('Неверный код'))
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
    expect(screen.getAllByText('Неверный код')).toHaveLength(2)
    // Typing again clears the server's verdict.
    await user.type(field('Код из СМС'), '{Backspace}')
    expect(field('Код из СМС')).not.toHaveAccessibleDescription('Неверный код')
  })

  it('shows a wrong password as a toast and on the password field (docs/spec.md#8-error-catalogue)', async () => {
    const { user } = renderDrawer({
      LoginMutation: () =>
        gatewayError('Неверный номер телефона или пароль', 'BAD_USER_INPUT', {
          password: 'Неверный номер телефона или пароль',
        }),
    })
    await user.type(field('Номер телефона'), '9181234567')
    await user.type(field('Пароль'), 'secret1')
    await click(user, 'Войти')
    await waitFor(() => expect(field('Пароль')).toHaveAccessibleDescription('Неверный номер телефона или пароль'))
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
    expect(screen.getAllByText('Неверный номер телефона или пароль')).toHaveLength(2)
  })

  it('shows server field errors from extensions.fields on their fields, without a toast', async () => {
    const { user } = renderDrawer({
      LoginMutation: () =>
        gatewayError('Проверьте данные', 'BAD_USER_INPUT', { phone: 'Номер должен содержать 11 цифр' }),
    })
    await user.type(field('Номер телефона'), '918123')
    await user.type(field('Пароль'), 'secret1')
    await click(user, 'Войти')
    await waitFor(() => expect(field('Номер телефона')).toHaveAccessibleDescription('Номер должен содержать 11 цифр'))
    expect(field('Пароль')).not.toHaveAccessibleDescription()
    expect(screen.queryByText('Произошла ошибка')).not.toBeInTheDocument()
  })

  it('signs in with a password and closes', async () => {
    const { user, callsOf } = renderDrawer(signInOk())
    await user.type(field('Номер телефона'), '+7 918 123 45 67')
    await user.type(field('Пароль'), 'secret1')
    await click(user, 'Войти')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(callsOf('LoginMutation')[0]?.variables).toEqual({ phone: '79181234567', password: 'secret1' })
    expect(screen.getByText('Сессия: signedIn 79181234567')).toBeInTheDocument()
  })

  describe('password recovery', () => {
    async function recover(user: ReturnType<typeof userEvent.setup>) {
      await click(user, 'Забыли пароль?')
      await user.type(field('Номер телефона'), '9181234567')
      await click(user, 'Получить код')
    }

    it('404 → "Номер телефона не найден" on the field and in a toast (docs/spec.md#8-error-catalogue)', async () => {
      const { user } = renderDrawer({
        RequestPasswordRecoveryMutation: () => gatewayError('Not found', 'NOT_FOUND'),
      })
      await recover(user)
      await waitFor(() => expect(field('Номер телефона')).toHaveAccessibleDescription('Номер телефона не найден'))
      expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
      expect(screen.getAllByText('Номер телефона не найден')).toHaveLength(2)
      expect(dialog('Восстановление пароля')).toBeInTheDocument()
    })

    it('other failures → the server message as a toast, "Произошла ошибка" on the field (docs/spec.md#8-error-catalogue)', async () => {
      const { user } = renderDrawer({
        RequestPasswordRecoveryMutation: () => gatewayError('Слишком много запросов', 'TOO_MANY_REQUESTS'),
      })
      await recover(user)
      await waitFor(() => expect(field('Номер телефона')).toHaveAccessibleDescription('Произошла ошибка'))
      expect(await screen.findByText('Слишком много запросов')).toBeInTheDocument()
    })

    it('code → new password → closes with a 4-second success toast (docs/spec.md#4-states-and-transitions)', async () => {
      const success = jest.spyOn(toast, 'success')
      const { user, callsOf } = renderDrawer({
        RequestPasswordRecoveryMutation: () => ({ data: { requestPasswordRecovery: true } }),
        ...signInOk(),
        SetPasswordMutation: () => ({ data: { setPassword: true } }),
      })
      await recover(user)
      await screen.findByRole('dialog', { name: 'Введите код' })
      await user.type(field('Код из СМС'), '654321')
      await click(user, 'Подтвердить')
      await screen.findByRole('dialog', { name: 'Новый пароль' })

      await click(user, 'Сохранить пароль')
      expect(field('Повторите пароль')).toHaveAccessibleDescription(REQUIRED)
      await user.type(field('Пароль'), 'newpass1')
      await user.type(field('Повторите пароль'), 'newpass1')
      await click(user, 'Сохранить пароль')

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      // The empty submit sent nothing; only the valid one went out.
      expect(callsOf('SetPasswordMutation')).toHaveLength(1)
      expect(callsOf('SetPasswordMutation')[0]?.variables).toEqual({
        password: 'newpass1',
        confirmPassword: 'newpass1',
      })
      expect(success).toHaveBeenCalledWith('Пароль сохранён', expect.objectContaining({ duration: 4000 }))
      expect(await screen.findByText('Пароль сохранён')).toBeInTheDocument()
      success.mockRestore()
    })
  })

  it('after a code sign-in without a password: save one, then the message screen', async () => {
    const { user } = renderDrawer({
      ...sendCodeOk,
      ...signInOk(residentFixture({ hasPassword: false })),
      SetPasswordMutation: () => ({ data: { setPassword: true } }),
    })
    await requestCode(user)
    await user.type(field('Код из СМС'), '123456')
    await click(user, 'Подтвердить')
    await screen.findByRole('dialog', { name: 'Создайте пароль' })
    await user.type(field('Пароль'), 'secret1')
    await user.type(field('Повторите пароль'), 'secret1')
    await click(user, 'Сохранить пароль')
    const message = await screen.findByRole('dialog', { name: 'Пароль сохранён' })
    expect(within(message).getByText(/входить по номеру телефона и паролю/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Готово' })).toHaveFocus()
    await click(user, 'Готово')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('a network failure is a toast, and marks no field', async () => {
    const { user } = renderDrawer({ LoginMutation: () => ({ networkError: new TypeError('Failed to fetch') }) })
    await user.type(field('Номер телефона'), '9181234567')
    await user.type(field('Пароль'), 'secret1')
    await click(user, 'Войти')
    expect(await screen.findByText(/Не удалось связаться с сервером/)).toBeInTheDocument()
    expect(field('Пароль')).not.toHaveAccessibleDescription()
  })
})
