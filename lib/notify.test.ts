import { toast } from 'sonner'

import { AUTH_SUCCESS_TOAST_MS, NOTIFICATION_AUTO_CLOSE_MS } from './constants'
import { dismissErrorToasts, notify } from './notify'

jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn(), dismiss: jest.fn() },
}))

describe('notify', () => {
  beforeEach(() => jest.clearAllMocks())

  it('closes after 5 s unless told otherwise (docs/spec.md#9-business-constants-and-limits)', () => {
    expect(NOTIFICATION_AUTO_CLOSE_MS).toBe(5000)
    notify.info({ title: 'Код отправлен' })
    expect(toast.info).toHaveBeenCalledWith('Код отправлен', {
      description: undefined,
      action: undefined,
      duration: 5000,
    })
  })

  it('shows a server failure as "Произошла ошибка" with the message below (docs/spec.md#8-error-catalogue)', () => {
    notify.serverError('Слишком много попыток')
    expect(toast.error).toHaveBeenCalledWith('Произошла ошибка', {
      description: 'Слишком много попыток',
      action: undefined,
      duration: 5000,
    })
  })

  it('passes the action button and a custom duration through', () => {
    const onClick = jest.fn()
    expect(AUTH_SUCCESS_TOAST_MS).toBe(4000)
    notify.success({ title: 'Пароль сохранён', action: { label: 'Ок', onClick }, duration: AUTH_SUCCESS_TOAST_MS })
    expect(toast.success).toHaveBeenCalledWith('Пароль сохранён', {
      description: undefined,
      action: { label: 'Ок', onClick },
      duration: 4000,
    })
  })

  it('dismissErrorToasts closes the error toasts shown so far, and only those', () => {
    jest.mocked(toast.error).mockReturnValueOnce('e1').mockReturnValueOnce('e2')
    jest.mocked(toast.success).mockReturnValueOnce('s1')
    notify.serverError('Неверный код')
    notify.error({ title: 'Произошла ошибка' })
    notify.success({ title: 'Пароль сохранён' })
    dismissErrorToasts()
    expect(jest.mocked(toast.dismiss).mock.calls).toEqual([['e1'], ['e2']])
    // Once dismissed they are forgotten: the next step's call closes nothing twice.
    dismissErrorToasts()
    expect(toast.dismiss).toHaveBeenCalledTimes(2)
  })
})
