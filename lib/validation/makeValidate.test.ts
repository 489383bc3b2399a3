import { makeValidate, validateFields } from './makeValidate'
import { CODE_FORMAT, INVALID_EMAIL, MUST_MATCH, REQUIRED } from './messages'
import {
  changePasswordSchema,
  createPasswordSchema,
  loginByCodeSchema,
  passwordLoginSchema,
  profileSchema,
  sendCodeSchema,
} from './schemas'

// The spec's texts, typed out here on purpose: the test fails if messages.ts drifts from
// docs/spec.md#5-validation-rules.
const required = 'Это обязательное поле'
const min6 = 'Минимальная длина 6 символов'
// The message 'Минимальная длина N символов' of docs/spec.md#5-validation-rules, with the noun agreeing with N.
const min2 = 'Минимальная длина 2 символа'

describe('the messages of docs/spec.md#5-validation-rules', () => {
  it('are the spec strings', () => {
    expect(REQUIRED).toBe(required)
    expect(INVALID_EMAIL).toBe('Введите корректный email')
    expect(MUST_MATCH).toBe('Значения должны совпадать')
  })
})

describe('validateFields: the first failing rule wins per field', () => {
  it.each([
    // [values, expected errors]
    [{}, { oldPassword: required, password: required, confirmPassword: required }],
    [
      { oldPassword: '', password: '', confirmPassword: '' },
      { oldPassword: required, password: required, confirmPassword: required },
    ],
    // Spaces count in passwords (never trimmed), so three of them are too short rather than empty.
    [
      { oldPassword: '123456', password: '   ', confirmPassword: '   ' },
      { password: min6, confirmPassword: min6 },
    ],
    [
      { oldPassword: '123', password: '12345', confirmPassword: '1' },
      { oldPassword: min6, password: min6, confirmPassword: min6 },
    ],
    // confirmPassword is long enough but differs: the match rule is the one that fails.
    [{ oldPassword: '123456', password: 'secret1', confirmPassword: 'secret2' }, { confirmPassword: MUST_MATCH }],
    [{ oldPassword: '123456', password: 'secret1', confirmPassword: 'secret1' }, {}],
  ])('change password %j', (values, expected) => {
    expect(validateFields(changePasswordSchema, values)).toEqual(expected)
  })

  it.each([
    [{}, { name: required, lastname: required, email: required }],
    [
      { name: 'И', lastname: 'П', email: 'ivan' },
      { name: min2, lastname: min2, email: INVALID_EMAIL },
    ],
    [{ name: 'Иван', lastname: 'Петров', email: 'a@b' }, { email: INVALID_EMAIL }],
    [{ name: 'Иван', lastname: 'Петров', email: 'ivan@example.ru' }, {}],
    // Names are trimmed: a blank name is empty, not two characters long.
    [
      { name: '  ', lastname: ' П ', email: 'ivan@example.ru' },
      { name: required, lastname: min2 },
    ],
  ])('profile %j', (values, expected) => {
    expect(validateFields(profileSchema, values)).toEqual(expected)
  })

  it.each([
    [
      { password: '', confirmPassword: '' },
      { password: required, confirmPassword: required },
    ],
    [{ password: 'abcdef', confirmPassword: 'abc' }, { confirmPassword: min6 }],
    [{ password: 'abcdef', confirmPassword: 'abcdeg' }, { confirmPassword: MUST_MATCH }],
  ])('create password %j', (values, expected) => {
    expect(validateFields(createPasswordSchema, values)).toEqual(expected)
  })

  it.each([
    [sendCodeSchema, {}, { phone: required }],
    [loginByCodeSchema, {}, { code: required, phone: required }],
    [loginByCodeSchema, { code: '12a', phone: '79181234567' }, { code: CODE_FORMAT }],
    [loginByCodeSchema, { code: '123456', phone: '79181234567' }, {}],
    [passwordLoginSchema, { phone: '79181234567', password: '123' }, { password: min6 }],
    [passwordLoginSchema, { phone: '', password: '' }, { phone: required, password: required }],
  ])('%#: other forms', (schema, values, expected) => {
    expect(validateFields(schema as typeof sendCodeSchema, values)).toEqual(expected)
  })
})

describe("makeValidate, the forms' adapter", () => {
  const incomplete = { oldPassword: '123', password: '', confirmPassword: '1' }

  it('finds nothing in a form rendered on the server, where no error can show yet', () => {
    expect(typeof window).toBe('undefined')
    expect(makeValidate(changePasswordSchema)(incomplete)).toEqual({})
  })

  it('validates as validateFields does in the browser', () => {
    const globals = globalThis as { window?: unknown }
    globals.window = globalThis
    try {
      expect(makeValidate(changePasswordSchema)(incomplete)).toEqual({
        oldPassword: min6,
        password: required,
        confirmPassword: min6,
      })
    } finally {
      delete globals.window
    }
  })
})
