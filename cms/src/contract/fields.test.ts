import { checkFields, email, maxLength, minLength, required, sameAs } from './fields'
import { ContractError } from './http'

function failure(run: () => unknown): { status: number; message: string; fields?: Record<string, string> } {
  try {
    run()
  } catch (error) {
    if (error instanceof ContractError)
      return { status: error.status, message: error.message, fields: error.extras.fields }
    throw error
  }
  throw new Error('expected a ContractError')
}

const password = { rules: [required, minLength(6)] }
const passwordForm = { password, confirmPassword: { rules: [required, minLength(6), sameAs('password')] } }

describe('checkFields', () => {
  it('returns the texts when every rule passes, trimming only where asked', () => {
    expect(
      checkFields(
        { name: '  Анна ', password: ' secret ', extra: 'ignored' },
        { name: { rules: [required], trim: true }, password },
      ),
    ).toEqual({ name: 'Анна', password: ' secret ' })
  })

  it('gives each failing field the message of its first failing rule (docs/spec.md#5-validation-rules)', () => {
    expect(failure(() => checkFields({ password: '', confirmPassword: '12345' }, passwordForm))).toEqual({
      status: 422,
      message: 'Проверьте правильность заполнения полей',
      fields: { password: 'Это обязательное поле', confirmPassword: 'Минимальная длина 6 символов' },
    })
  })

  it('checks the match only after required and length', () => {
    const { fields } = failure(() => checkFields({ password: 'secret1', confirmPassword: 'secret2' }, passwordForm))
    expect(fields).toEqual({ confirmPassword: 'Значения должны совпадать' })
  })

  it.each([
    ['absent', {}],
    ['null', { name: null }],
    ['blank after trimming', { name: '   ' }],
  ])('treats %s as empty', (_case, body) => {
    expect(failure(() => checkFields(body, { name: { rules: [required], trim: true } })).fields).toEqual({
      name: 'Это обязательное поле',
    })
  })

  it.each([[123456], [true], [{ $ne: '' }], [['a', 'b']]])('refuses the non-text value %j', (value) => {
    expect(failure(() => checkFields({ password: value }, { password })).fields).toEqual({
      password: 'Некорректное значение',
    })
  })

  it('counts characters, not UTF-16 units', () => {
    expect(checkFields({ name: '😀😀' }, { name: { rules: [minLength(2), maxLength(2)] } })).toEqual({ name: '😀😀' })
  })
})

describe('email', () => {
  it.each(['irina@example.ru', 'i.sokolova+portal@mail.example.com', 'a_b-c@sub.domain.org'])('accepts %s', (value) => {
    expect(email(value, {})).toBeNull()
  })

  it.each(['irina', 'irina@', '@example.ru', 'irina@example', 'ir ina@example.ru', 'a..b@example.ru', 'a@b.c'])(
    'refuses %s',
    (value) => {
      expect(email(value, {})).toBe('Введите корректный email')
    },
  )
})
