import { MAX_RECORD_ID, parseRecordId } from './ids'

describe('parseRecordId (ids past a 4-byte integer name no record on PostgreSQL)', () => {
  it('takes digits from 1 up to the largest serial id', () => {
    expect(parseRecordId('1')).toBe(1)
    expect(parseRecordId('42')).toBe(42)
    expect(parseRecordId(42)).toBe(42)
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(2_147_483_647)
  })

  it('refuses what no record can have: zero, past the range, signs, fractions, non-digits', () => {
    for (const raw of [
      '0',
      '2147483648',
      '9955347201',
      '999999999999',
      '1234567890123',
      '-1',
      '1.5',
      '1e3',
      ' 1',
      '',
      'abc',
    ])
      expect(parseRecordId(raw)).toBeNull()
    expect(parseRecordId(1.5)).toBeNull()
    expect(parseRecordId(null)).toBeNull()
    expect(parseRecordId(undefined)).toBeNull()
  })
})
