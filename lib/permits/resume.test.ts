import { resumeDraft } from './resume'

const FULL = {
  surname: 'Иванова',
  name: 'Анна',
  patronymic: null,
  date_of_birth: '01.02.1990',
  sex: 'female',
  passport_series: '0312',
  passport_number: '123456',
  passport_issue_date: '15.06.2020',
  passport_issuing_authority: 'ГУ МВД России по Краснодарскому краю',
  passport_issuing_authority_code: '230-005',
  registration_address: 'г. Анапа, ул. Крымская, д. 1',
  contact_phone: '+7 (918) 123-45-67',
  contact_email: 'anna@example.ru',
}
const ALL_SCANS = ['passport_first', 'passport_second', 'sts_first', 'sts_second'].map((kind) => ({ kind }))
const base = { code: 'RP-2026-000001', plate: 'А123ВС93' }

describe('resumeDraft: where a draft saved on the server continues', () => {
  it.each([
    ['nothing saved', null, [], 'personal'],
    ['half a date of birth', { ...FULL, date_of_birth: '01.02' }, [], 'personal'],
    ['the passport step unfinished', { ...FULL, passport_number: '12' }, [], 'passport'],
    ['no e-mail yet', { ...FULL, contact_email: null }, [], 'contact'],
    ['all fields, two scans', FULL, ALL_SCANS.slice(0, 2), 'scans'],
    ['all fields and scans', FULL, ALL_SCANS, 'review'],
  ])('%s → %s', (_case, values, files, step) => {
    expect(resumeDraft({ ...base, files, draft: values ? { values } : null }).step).toBe(step)
  })

  it('keeps the saved values, without empty ones', () => {
    expect(
      resumeDraft({ ...base, files: [], draft: { values: { surname: 'Иванова', name: '', patronymic: null } } }),
    ).toEqual({
      ...base,
      step: 'personal',
      values: { surname: 'Иванова' },
    })
  })
})
