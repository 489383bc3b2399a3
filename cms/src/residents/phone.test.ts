import { formatPhone, normalisePhone } from './phone'

describe('normalisePhone', () => {
  it.each([
    ['79181234567', '79181234567'],
    ['+79181234567', '79181234567'],
    ['89181234567', '79181234567'],
    ['+7 (918) 123-45-67', '79181234567'],
    ['8 (918) 123-45-67', '79181234567'],
    ['7 918 123 45 67', '79181234567'],
    ['  +7-918-123-45-67  ', '79181234567'],
    ['+7(918)1234567', '79181234567'],
    ['+7\u00a0918\u00a0123-45-67', '79181234567'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected)
  })

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['ten digits, no prefix', '9181234567'],
    ['twelve digits', '791812345678'],
    ['ten digits after +7', '+7918123456'],
    ['foreign country code', '+19181234567'],
    ['+8 is not a Russian prefix', '+89181234567'],
    ['other leading digit', '99181234567'],
    ['letters', '+7 918 ABC 45 67'],
    ['two pluses', '++79181234567'],
    ['plus inside', '7918+1234567'],
    ['dots', '+7.918.123.45.67'],
    ['SQL', "79181234567' OR '1'='1"],
    ['HTML', '<script>79181234567</script>'],
    ['newline injection', '79181234567\n{"phone":"1"}'],
    ['full-width digits', '７９１８１２３４５６７'],
    ['Arabic-Indic digits', '٧٩١٨١٢٣٤٥٦٧'],
    ['very long input', `+7${' '.repeat(10_000)}9181234567`],
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

describe('formatPhone', () => {
  it('shows the stored form as +7 (XXX) XXX-XX-XX', () => {
    expect(formatPhone('79181234567')).toBe('+7 (918) 123-45-67')
  })
})
