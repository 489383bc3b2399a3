import { formatPhone, normalisePhone } from './phone'

/** Every input the site's and the CMS's own tables held before the rule moved here, with the answer both now give. */
describe('normalisePhone', () => {
  it.each([
    ['79181234567', '79181234567'],
    ['+79181234567', '79181234567'],
    ['89181234567', '79181234567'],
    ['+7 (918) 123-45-67', '79181234567'],
    ['8 (918) 123-45-67', '79181234567'],
    ['8 918 123 45 67', '79181234567'],
    ['7 918 123 45 67', '79181234567'],
    ['  +7-918-123-45-67  ', '79181234567'],
    ['+7-918-123-45-67', '79181234567'],
    ['+7(918)1234567', '79181234567'],
    ['+7\u00a0918\u00a0123-45-67', '79181234567'],
    // A mobile number typed without its country code (the site's field accepted it before).
    ['9181234567', '79181234567'],
    ['918 123-45-67', '79181234567'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected)
  })

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too short', '12345'],
    ['ten digits not starting with 9', '4951234567'],
    ['ten digits after +', '+9181234567'],
    ['twelve digits', '791812345678'],
    ['ten digits after +7', '+7918123456'],
    ['foreign country code', '+19181234567'],
    ['foreign country code, formatted', '+1 (918) 123-45-67'],
    // The site's rule took these before; the CMS refused them, and now both do.
    ['+8 is not a Russian prefix', '+89181234567'],
    ['plus inside', '7918+1234567'],
    ['other leading digit', '99181234567'],
    ['letters', '+7 918 ABC 45 67'],
    ['a letter at the end', '7918123456a'],
    ['two pluses', '++79181234567'],
    ['dots', '+7.918.123.45.67'],
    ['SQL', "79181234567' OR '1'='1"],
    ['HTML', '<script>79181234567</script>'],
    ['HTML before', '<script>79181234567'],
    ['newline injection', '79181234567\n{"phone":"1"}'],
    ['full-width digits', '７９１８１２３４５６７'],
    ['Arabic-Indic digits', '٧٩١٨١٢٣٤٥٦٧'],
    ['very long input', `+7${' '.repeat(10_000)}9181234567`],
    ['fifty sevens', '7'.repeat(50)],
    ['only separators', '()-- ()'],
  ])('refuses %s', (_case, input) => {
    expect(normalisePhone(input)).toBeNull()
  })

  it.each([[79181234567], [null], [undefined], [{ phone: '79181234567' }], [['79181234567']]])(
    'refuses the non-string %j',
    (input) => {
      expect(normalisePhone(input)).toBeNull()
    },
  )
})

describe('formatPhone (docs/spec.md#5-validation-rules: +X (XXX) XXX-XX-XX)', () => {
  it.each([
    ['79181234567', '+7 (918) 123-45-67'],
    ['89181234567', '+7 (918) 123-45-67'],
    ['9181234567', '+7 (918) 123-45-67'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected)
  })

  it('leaves what it cannot read as it is', () => {
    expect(formatPhone('12345')).toBe('12345')
    expect(formatPhone(null)).toBe('')
    expect(formatPhone(undefined)).toBe('')
  })
})
