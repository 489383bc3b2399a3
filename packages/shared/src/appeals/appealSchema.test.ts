import {
  ANAPA_BOUNDS,
  APPEAL_MESSAGES,
  appealIsPublic,
  insideAnapa,
  shortenAppealText,
  validateAppeal,
  type AppealField,
} from './appealSchema'

const valid = {
  topic_id: '3',
  text: 'Во дворе дома третью неделю не вывозят мусор',
  address: '',
  location: { lat: 44.8967624, lon: 37.3115879 },
  photo_ids: ['1', '2'],
  request_id: '0b7d4a8e-6c1f-4e53-9a2b-1f0c3d5e7a90',
}

function errorFor(field: AppealField, value: unknown, extra: Record<string, unknown> = {}): string | undefined {
  const result = validateAppeal({ ...valid, ...extra, [field]: value })
  return result.ok ? undefined : result.fields[field]
}

describe('appealSchema: a new appeal to the care service', () => {
  it('accepts a complete appeal and answers trimmed values', () => {
    const result = validateAppeal({ ...valid, text: `  ${valid.text} `, extra: 'dropped' })
    expect(result).toEqual({ ok: true, value: { ...valid, is_public: null } })
  })

  it.each([
    [true, true],
    [false, false],
    ['true', null],
    [1, null],
    [undefined, null],
    [null, null],
  ])('is_public = %p is the choice %p (anything but a boolean is "not said")', (given, choice) => {
    const result = validateAppeal({ ...valid, is_public: given })
    expect(result.ok && result.value.is_public).toBe(choice)
  })

  it.each([
    [null, false, true],
    [null, true, false],
    [true, true, true],
    [false, false, false],
    [undefined, null, true],
  ])('public: choice %p, personal topic %p → %p', (choice, personal, expected) => {
    expect(appealIsPublic(choice, personal)).toBe(expected)
  })

  it('reports every empty required field with the docs/spec.md#5-validation-rules message', () => {
    const result = validateAppeal({})
    expect(result.ok ? {} : result.fields).toEqual({
      topic_id: 'Это обязательное поле',
      text: 'Это обязательное поле',
      location: 'Укажите место на карте или адрес',
      request_id: 'Это обязательное поле',
    })
  })

  it.each([
    ['topic_id', '  ', APPEAL_MESSAGES.required],
    ['topic_id', 7, APPEAL_MESSAGES.required],
    ['text', '', 'Это обязательное поле'],
    ['text', '   ', 'Это обязательное поле'],
    ['text', 'Коротко', 'Минимальная длина 20 символов'],
    ['text', `${' '.repeat(10)}ровно девятнадцать${' '.repeat(10)}`, 'Минимальная длина 20 символов'],
    ['text', 'я'.repeat(2001), 'Не больше 2000 символов'],
    ['address', 'д'.repeat(501), 'Не больше 500 символов'],
    ['location', { lat: 55.75, lon: 37.62 }, 'Точка должна быть в пределах Анапы'],
    ['location', { lat: 44.9, lon: 'x' }, 'Точка должна быть в пределах Анапы'],
    ['location', { lat: Number.NaN, lon: 37.3 }, 'Точка должна быть в пределах Анапы'],
    ['location', 'here', 'Точка должна быть в пределах Анапы'],
    ['photo_ids', ['1', '2', '3', '4', '5', '6'], 'Не больше 5 фотографий'],
    ['request_id', 'not-a-uuid', 'Некорректный идентификатор запроса'],
  ] as Array<[AppealField, unknown, string]>)('%s = %p → %p', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message)
  })

  it.each([
    ['text', 'я'.repeat(20)],
    ['text', 'я'.repeat(2000)],
    ['photo_ids', ['1', '2', '3', '4', '5']],
    ['photo_ids', undefined],
    ['location', { lat: ANAPA_BOUNDS.south, lon: ANAPA_BOUNDS.west }],
  ] as Array<[AppealField, unknown]>)('%s = %p is valid', (field, value) => {
    expect(errorFor(field, value)).toBeUndefined()
  })

  describe('the place: a point on the map or an address', () => {
    it('an address alone is enough', () => {
      const result = validateAppeal({ ...valid, location: null, address: 'ул. Крымская, 1' })
      expect(result.ok && result.value.location).toBeNull()
    })

    it('neither gives the place message on location', () => {
      expect(errorFor('location', null, { address: '   ' })).toBe('Укажите место на карте или адрес')
    })

    it('a point alone is enough, and both together are fine', () => {
      expect(validateAppeal({ ...valid, address: '' }).ok).toBe(true)
      expect(validateAppeal({ ...valid, address: 'Пионерский проспект' }).ok).toBe(true)
    })
  })

  describe('rule order: the first failing rule wins', () => {
    it.each([
      ['required before the minimum length', 'text', ' ', 'Это обязательное поле'],
      [
        'place before the bounds (an address does not excuse a bad point)',
        'location',
        { lat: 0, lon: 0 },
        'Точка должна быть в пределах Анапы',
      ],
      ['required before the uuid format', 'request_id', '', 'Это обязательное поле'],
    ] as Array<[string, AppealField, unknown, string]>)('%s', (_case, field, value, message) => {
      expect(errorFor(field, value, { address: 'ул. Крымская' })).toBe(message)
    })
  })

  it('validates only the given fields for a form step', () => {
    expect(validateAppeal({ text: 'коротко' }, { fields: ['text'] })).toEqual({
      ok: false,
      fields: { text: 'Минимальная длина 20 символов' },
    })
    expect(validateAppeal({ text: valid.text }, { fields: ['text'] }).ok).toBe(true)
  })

  it('knows the Anapa box: the city centre in, Moscow and Novorossiysk out', () => {
    expect(insideAnapa({ lat: 44.8967624, lon: 37.3115879 })).toBe(true)
    expect(insideAnapa({ lat: 44.7, lon: 37.45 })).toBe(true) // Bolshoy Utrish
    expect(insideAnapa({ lat: 55.75, lon: 37.62 })).toBe(false)
    expect(insideAnapa({ lat: 44.72, lon: 37.79 + 0.02 })).toBe(false)
  })

  it('shortens list texts to 200 characters on a word boundary', () => {
    const long = 'слово '.repeat(60)
    const short = shortenAppealText(long)
    expect(short.length).toBeLessThanOrEqual(200)
    expect(short.endsWith('слово…')).toBe(true)
    expect(shortenAppealText('коротко')).toBe('коротко')
    expect(shortenAppealText('я'.repeat(300))).toHaveLength(200)
  })
})
