import {
  APPLICATION_FIELDS,
  APPLICATION_STEPS,
  contactPhoneForTransport,
  CONTACT_FIELDS,
  PASSPORT_FIELDS,
  PERSONAL_FIELDS,
  validateApplication,
  type ApplicationData,
  type ApplicationField,
} from './applicationSchema'

const TODAY = '15.06.2026'
const context = { today: TODAY }

const valid: ApplicationData = {
  surname: 'Иванова',
  name: 'Анна-Мария',
  patronymic: 'Сергеевна',
  date_of_birth: '01.02.1990',
  sex: 'female',
  passport_series: '0312',
  passport_number: '123456',
  passport_issue_date: '15.06.2026',
  passport_issuing_authority: 'ГУ МВД России по Краснодарскому краю',
  passport_issuing_authority_code: '230-005',
  registration_address: 'г. Анапа, ул. Крымская, д. 1, кв. 2',
  contact_phone: '+7 (918) 123-45-67',
  contact_email: 'anna@example.ru',
}

function errorFor(field: ApplicationField, value: unknown): string | undefined {
  const result = validateApplication({ ...valid, [field]: value }, { context })
  return result.ok ? undefined : result.fields[field]
}

describe('applicationSchema: the resident permit application (docs/spec.md#3-entities-and-their-fields, #5-validation-rules)', () => {
  it('accepts a complete application and answers trimmed values', () => {
    const result = validateApplication({ ...valid, surname: '  Иванова ' }, { context })
    expect(result).toEqual({ ok: true, value: valid })
  })

  it('reports every empty required field with the docs/spec.md#5-validation-rules message, and nothing else for it', () => {
    const result = validateApplication({}, { context })
    expect(result.ok).toBe(false)
    const required = APPLICATION_FIELDS.filter((f) => f !== 'patronymic')
    const expected = Object.fromEntries(required.map((f) => [f, 'Это обязательное поле']))
    expect(result.ok ? {} : result.fields).toEqual(expected)
  })

  it('treats whitespace-only and non-string values as empty', () => {
    expect(errorFor('surname', '   ')).toBe('Это обязательное поле')
    expect(errorFor('passport_number', 123456)).toBe('Это обязательное поле')
  })

  it('lets the patronymic be empty (not everyone has one)', () => {
    expect(errorFor('patronymic', '')).toBeUndefined()
  })

  it.each([
    // [field, value, message] — in each field's rule order
    ['surname', 'Иванова1', 'Допустимы буквы, пробел, дефис и апостроф'],
    ['surname', 'Я'.repeat(101), 'Максимальная длина 100 символов'],
    ['name', '<b>Анна</b>', 'Допустимы буквы, пробел, дефис и апостроф'],
    ['patronymic', 'Серг3евна', 'Допустимы буквы, пробел, дефис и апостроф'],
    ['date_of_birth', '1990-02-01', 'Введите дату в формате дд.мм.гггг'],
    ['date_of_birth', '1.2.1990', 'Введите дату в формате дд.мм.гггг'],
    // The format is right, the day does not exist: the resident is told so, not to retype the format.
    ['date_of_birth', '31.02.1990', 'Такой даты не существует'],
    ['date_of_birth', '29.02.2023', 'Такой даты не существует'],
    ['passport_issue_date', '31.02.2020', 'Такой даты не существует'],
    ['passport_issue_date', '00.01.2020', 'Такой даты не существует'],
    ['date_of_birth', '16.06.2026', 'Дата не может быть в будущем'],
    ['date_of_birth', '31.12.1899', 'Проверьте год: дата раньше 1900 года'],
    ['passport_issue_date', '01.01.2030', 'Дата не может быть в будущем'],
    ['passport_issue_date', 'вчера', 'Введите дату в формате дд.мм.гггг'],
    ['sex', 'other', 'Выберите пол'],
    ['sex', 'Male', 'Выберите пол'],
    ['passport_series', '03 12', 'Введите только цифры, без букв и пробелов'],
    ['passport_series', '03а2', 'Введите только цифры, без букв и пробелов'],
    ['passport_series', '-312', 'Введите только цифры, без букв и пробелов'],
    ['passport_series', '031', 'Серия паспорта — 4 цифры'],
    ['passport_series', '03123', 'Серия паспорта — 4 цифры'],
    ['passport_number', '12345.6', 'Введите только цифры, без букв и пробелов'],
    ['passport_number', '12345', 'Номер паспорта — 6 цифр'],
    ['passport_number', '1234567', 'Номер паспорта — 6 цифр'],
    ['passport_number', '12345б', 'Введите только цифры, без букв и пробелов'],
    ['passport_issuing_authority', 'x', 'Укажите, кем выдан паспорт, как записано в паспорте'],
    ['passport_issuing_authority', '1234567', 'Укажите, кем выдан паспорт, как записано в паспорте'],
    ['passport_issuing_authority', 'МВД 1', 'Укажите, кем выдан паспорт, как записано в паспорте'],
    ['passport_issuing_authority', 'Я'.repeat(501), 'Максимальная длина 500 символов'],
    ['passport_issuing_authority_code', '230005', 'Введите код подразделения в формате 000-000'],
    ['passport_issuing_authority_code', '230-05', 'Введите код подразделения в формате 000-000'],
    ['passport_issuing_authority_code', 'abc-def', 'Введите код подразделения в формате 000-000'],
    ['registration_address', 'д'.repeat(501), 'Максимальная длина 500 символов'],
    ['contact_phone', '89181234567', 'Введите номер телефона в формате +7 (XXX) XXX-XX-XX'],
    ['contact_phone', '+7 (918) 123-45-6', 'Введите номер телефона в формате +7 (XXX) XXX-XX-XX'],
    ['contact_phone', '+7 918 123 45 67', 'Введите номер телефона в формате +7 (XXX) XXX-XX-XX'],
    ['contact_email', 'anna@', 'Введите корректный email'],
    ['contact_email', 'anna example.ru', 'Введите корректный email'],
  ] as Array<[ApplicationField, string, string]>)('%s = %p → %p', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message)
  })

  it.each([
    ['date_of_birth', '29.02.2024'],
    ['date_of_birth', '01.01.1900'],
    ['passport_issue_date', TODAY],
    ['sex', 'male'],
    ['passport_series', '0000'],
    ['surname', 'Д’Артаньян'],
    ['surname', 'Салтыков-Щедрин'],
    ['name', 'John Paul'],
    ['contact_phone', '79181234567'],
    ['contact_phone', '+7 (918) 123-45-67'],
    ['passport_issuing_authority', 'ГУ МВД'],
    ['passport_issuing_authority', 'Отделом УФМС России по Краснодарскому краю в г.-к. Анапа'],
  ] as Array<[ApplicationField, string]>)('%s = %p is valid', (field, value) => {
    expect(errorFor(field, value)).toBeUndefined()
  })

  describe('rule order: the first failing rule wins', () => {
    it.each([
      ['required before digits', 'passport_series', '', 'Это обязательное поле'],
      ['digits before length', 'passport_series', '12a', 'Введите только цифры, без букв и пробелов'],
      ['digits before length (number)', 'passport_number', 'x', 'Введите только цифры, без букв и пробелов'],
      ['format before existence', 'date_of_birth', '1.13.2099', 'Введите дату в формате дд.мм.гггг'],
      ['existence before future', 'date_of_birth', '32.13.2099', 'Такой даты не существует'],
      ['required before the authority rule', 'passport_issuing_authority', ' ', 'Это обязательное поле'],
      [
        'future before too old: a future date is never "too old"',
        'date_of_birth',
        '01.01.2999',
        'Дата не может быть в будущем',
      ],
      ['required before email', 'contact_email', '', 'Это обязательное поле'],
      ['required before the phone format', 'contact_phone', ' ', 'Это обязательное поле'],
      ['required before the code format', 'passport_issuing_authority_code', '', 'Это обязательное поле'],
      ['required before one-of', 'sex', '', 'Это обязательное поле'],
      ['max length before the letters rule', 'surname', '1'.repeat(101), 'Максимальная длина 100 символов'],
    ] as Array<[string, ApplicationField, string, string]>)('%s', (_case, field, value, message) => {
      expect(errorFor(field, value)).toBe(message)
    })
  })

  it('uses the Moscow calendar day as "today" when none is pinned', () => {
    const now = new Date(Date.now() + 3 * 3_600_000)
    const dd = String(now.getUTCDate()).padStart(2, '0')
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0')
    const today = `${dd}.${mm}.${now.getUTCFullYear()}`
    const result = validateApplication({ ...valid, passport_issue_date: today })
    expect(result.ok).toBe(true)
    const tomorrow = new Date(now.getTime() + 86_400_000)
    const next = `${String(tomorrow.getUTCDate()).padStart(2, '0')}.${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}.${tomorrow.getUTCFullYear()}`
    const late = validateApplication({ ...valid, passport_issue_date: next })
    expect(late.ok ? undefined : late.fields.passport_issue_date).toBe('Дата не может быть в будущем')
  })

  describe('steps: the wizard validates one step at a time', () => {
    it('splits the fields into personal, passport and contact, covering each field once', () => {
      expect(APPLICATION_STEPS).toEqual({
        personal: PERSONAL_FIELDS,
        passport: PASSPORT_FIELDS,
        contact: CONTACT_FIELDS,
      })
      expect([...PERSONAL_FIELDS, ...PASSPORT_FIELDS, ...CONTACT_FIELDS].sort()).toEqual([...APPLICATION_FIELDS].sort())
      expect(new Set(APPLICATION_FIELDS).size).toBe(13)
    })

    it('reports only the step’s fields', () => {
      const result = validateApplication({ surname: 'Иванова' }, { fields: APPLICATION_STEPS.personal, context })
      expect(result.ok ? {} : result.fields).toEqual({
        name: 'Это обязательное поле',
        date_of_birth: 'Это обязательное поле',
        sex: 'Это обязательное поле',
      })
    })

    it('passes a valid step whatever the other steps hold', () => {
      const contact = { contact_phone: '+7 (918) 123-45-67', contact_email: 'a@b.ru' }
      expect(validateApplication(contact, { fields: APPLICATION_STEPS.contact, context })).toEqual({
        ok: true,
        value: contact,
      })
    })
  })

  it('drops unknown keys from the validated value', () => {
    const result = validateApplication({ ...valid, status: 'approved' }, { context })
    expect(result.ok && 'status' in result.value).toBe(false)
  })

  it('turns the masked phone into the transport form', () => {
    expect(contactPhoneForTransport('+7 (918) 123-45-67')).toBe('79181234567')
    expect(contactPhoneForTransport('79181234567')).toBe('79181234567')
  })
})
