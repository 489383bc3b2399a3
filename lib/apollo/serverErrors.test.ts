import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { FORM_ERROR } from 'final-form'

import { notify } from '@/lib/notify'
import { NETWORK_ERROR_MESSAGE, readGatewayError, reportFailure } from './serverErrors'

jest.mock('@/lib/notify', () => ({ notify: { serverError: jest.fn() } }))

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] })

describe('readGatewayError', () => {
  it('reads the code, the message and the string field errors', () => {
    expect(
      readGatewayError(
        graphQLError('Проверьте данные', { code: 'BAD_USER_INPUT', fields: { phone: 'Неверный номер', x: 3, y: '' } }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'Проверьте данные', fields: { phone: 'Неверный номер' } })
  })

  it.each([[new TypeError('Failed to fetch')], [null], ['oops']])('is null for %p', (error) => {
    expect(readGatewayError(error)).toBeNull()
  })
})

describe('reportFailure (docs/architecture.md#5-forms-and-validation, docs/spec.md#8-error-catalogue)', () => {
  beforeEach(() => jest.clearAllMocks())
  const options = { formFields: ['phone', 'password'], fallbackField: 'password' }

  it('field errors become submission errors, unknown fields a form error, and no toast', () => {
    const error = graphQLError('x', { code: 'BAD_USER_INPUT', fields: { phone: 'Неверный номер', email: 'Занят' } })
    expect(reportFailure(error, { formFields: ['phone', 'password'] })).toEqual({
      phone: 'Неверный номер',
      [FORM_ERROR]: 'Занят',
    })
    expect(notify.serverError).not.toHaveBeenCalled()
  })

  it('an auth call refused on its credential field says so in a toast as well (docs/spec.md#8-error-catalogue)', () => {
    const error = graphQLError('Неверный номер телефона или пароль', {
      code: 'UNAUTHENTICATED',
      fields: { password: 'Неверный номер телефона или пароль' },
    })
    expect(reportFailure(error, options)).toEqual({ password: 'Неверный номер телефона или пароль' })
    expect(notify.serverError).toHaveBeenCalledWith('Неверный номер телефона или пароль')
  })

  it('an auth call refused on another field (a malformed phone) lets the field say it', () => {
    const error = graphQLError('Проверьте данные', { code: 'BAD_USER_INPUT', fields: { phone: 'Неверный номер' } })
    expect(reportFailure(error, options)).toEqual({ phone: 'Неверный номер' })
    expect(notify.serverError).not.toHaveBeenCalled()
  })

  it('a refusal is a toast and an error on the fallback field', () => {
    const error = graphQLError('Неверный пароль', { code: 'UNAUTHENTICATED' })
    expect(reportFailure(error, options)).toEqual({ password: 'Неверный пароль' })
    expect(notify.serverError).toHaveBeenCalledWith('Неверный пароль')
  })

  it('an outage is a toast only', () => {
    const error = graphQLError('Сервис временно недоступен. Попробуйте позже', { code: 'UPSTREAM_UNAVAILABLE' })
    expect(reportFailure(error, options)).toBeUndefined()
    expect(notify.serverError).toHaveBeenCalledWith('Сервис временно недоступен. Попробуйте позже')
  })

  it('no answer at all is a toast in Russian, never the English fetch message', () => {
    expect(reportFailure(new TypeError('Failed to fetch'), options)).toBeUndefined()
    expect(notify.serverError).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE)
  })
})
