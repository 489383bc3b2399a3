import { formatPhone, normalizePhone } from './phone'

describe('normalizePhone → 11 digits starting with 7', () => {
  it.each([
    ['79181234567', '79181234567'],
    ['+7 (918) 123-45-67', '79181234567'],
    ['8 918 123 45 67', '79181234567'],
    ['9181234567', '79181234567'],
    ['+7-918-123-45-67', '79181234567'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected)
  })

  it.each([
    [''],
    ['12345'],
    ['+1 (918) 123-45-67'],
    ['791812345678'],
    ['7918123456a'],
    ['<script>79181234567'],
    ['7'.repeat(50)],
    [null],
    [undefined],
  ])('rejects %p', (input) => {
    expect(normalizePhone(input)).toBeNull()
  })
})

describe('formatPhone (docs/spec.md#5-validation-rules: +X (XXX) XXX-XX-XX)', () => {
  it.each([
    ['79181234567', '+7 (918) 123-45-67'],
    ['89181234567', '+7 (918) 123-45-67'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected)
  })

  it('leaves what it cannot read as it is', () => {
    expect(formatPhone('12345')).toBe('12345')
    expect(formatPhone(null)).toBe('')
  })
})
