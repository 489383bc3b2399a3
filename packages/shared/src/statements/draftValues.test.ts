import { DRAFT_VALUE_MAX, DRAFT_VALUE_MESSAGES, readDraftValues } from './draftValues'

describe('readDraftValues: what a permit draft may hold', () => {
  it('keeps half-typed values as they are', () => {
    expect(readDraftValues({ surname: 'Соко', date_of_birth: '14.0', passport_number: '12ab' })).toEqual({
      ok: true,
      values: { surname: 'Соко', date_of_birth: '14.0', passport_number: '12ab' },
    })
  })

  it('ignores keys that are not application fields', () => {
    expect(readDraftValues({ surname: 'А', owner: 7, status: 'approved', __proto__: { x: 1 } })).toEqual({
      ok: true,
      values: { surname: 'А' },
    })
  })

  it('clears a field sent as null', () => {
    expect(readDraftValues({ patronymic: null })).toEqual({ ok: true, values: { patronymic: '' } })
  })

  it.each([
    ['a number', { passport_number: 123456 }, { passport_number: DRAFT_VALUE_MESSAGES.notText }],
    ['an object', { surname: { $ne: '' } }, { surname: DRAFT_VALUE_MESSAGES.notText }],
    [
      'too long',
      { registration_address: 'а'.repeat(DRAFT_VALUE_MAX + 1) },
      { registration_address: DRAFT_VALUE_MESSAGES.tooLong },
    ],
    ['a third sex value', { sex: 'other' }, { sex: DRAFT_VALUE_MESSAGES.sex }],
  ])('refuses %s', (_case, input, fields) => {
    expect(readDraftValues(input)).toEqual({ ok: false, fields })
  })

  it('accepts either sex or none yet', () => {
    for (const sex of ['', 'male', 'female']) expect(readDraftValues({ sex })).toEqual({ ok: true, values: { sex } })
  })
})
