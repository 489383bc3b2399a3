import { normalisePhone } from '@anapa/shared/text/phone'
import { applyMask, maskPhone, PHONE_MASK, phoneCaret } from './mask'

describe('applyMask: # digit, @ letter, * letter or digit (docs/spec.md#5-validation-rules)', () => {
  it.each([
    // [raw, mask, expected]
    ['', '###-###', ''],
    ['1', '###-###', '1'],
    ['123', '###-###', '123'],
    // The separator appears only in front of the next filled token.
    ['1234', '###-###', '123-4'],
    ['123-4', '###-###', '123-4'],
    ['1234567890', '###-###', '123-456'],
    ['1a2b3c4', '###-###', '123-4'],
    ['abc', '###', ''],
    ['а123вс93', '@###@@##', 'а123вс93'],
    ['A123BC', '@###@@', 'A123BC'],
    ['1A', '@#', 'A'],
    ['x-9_z', '***', 'x9z'],
    ['12.05.2026', '##.##.####', '12.05.2026'],
    ['12052026', '##.##.####', '12.05.2026'],
    // Emoji and surrogate pairs are skipped whole, never split.
    ['1😀2', '##', '12'],
  ])('%p into %p → %p', (raw, mask, expected) => {
    expect(applyMask(raw, mask)).toBe(expected)
  })

  it('is idempotent on its own output', () => {
    for (const raw of ['1', '1234', '123456789']) {
      const once = applyMask(raw, '(###) ###-##')
      expect(applyMask(once, '(###) ###-##')).toBe(once)
    }
  })
})

describe('maskPhone: the phone field, mask +7 (###) ###-##-##', () => {
  it('uses the documented mask', () => {
    expect(PHONE_MASK).toBe('+7 (###) ###-##-##')
  })

  it.each([
    // Typing into the empty field, one key at a time.
    ['9', '+7 (9'],
    ['+7 (91', '+7 (91'],
    ['+7 (918', '+7 (918'],
    ['+7 (9181', '+7 (918) 1'],
    ['+7 (918) 1234', '+7 (918) 123-4'],
    ['+7 (918) 123-456', '+7 (918) 123-45-6'],
    ['+7 (918) 123-45-67', '+7 (918) 123-45-67'],
    // A leading 8 or 7 typed first is the prefix, not a lost keystroke.
    ['8', '+7 ('],
    ['7', '+7 ('],
    ['+7 (8', '+7 (8'],
    // Erasing: the separators go with the last digit; erasing everything empties the field.
    ['+7 (918) ', '+7 (918'],
    ['+7 (9', '+7 (9'],
    ['+7 (', ''],
    ['+7 ', ''],
    ['', ''],
    // Pasting every common form.
    ['8 918 123-45-67', '+7 (918) 123-45-67'],
    ['89181234567', '+7 (918) 123-45-67'],
    ['+79181234567', '+7 (918) 123-45-67'],
    ['+7 918 123 45 67', '+7 (918) 123-45-67'],
    ['79181234567', '+7 (918) 123-45-67'],
    ['9181234567', '+7 (918) 123-45-67'],
    ['(918) 123-45-67', '+7 (918) 123-45-67'],
    // Letters are dropped, and so is anything beyond eleven digits.
    ['+7 (9a1b8) 1c23', '+7 (918) 123'],
    ['abc', ''],
    ['8 918 123 45 67 890', '+7 (918) 123-45-67'],
    ['+7 (918) 123-45-678', '+7 (918) 123-45-67'],
    ['+79181234567+79181234567', '+7 (918) 123-45-67'],
  ])('%p → %p', (raw, expected) => {
    expect(maskPhone(raw)).toBe(expected)
  })

  it('is idempotent, and a complete mask normalises to 11 digits', () => {
    const shown = maskPhone('8 918 123 45 67')
    expect(maskPhone(shown)).toBe(shown)
    expect(normalisePhone(shown)).toBe('79181234567')
  })

  it('leaves an incomplete number for validation to refuse', () => {
    expect(normalisePhone(maskPhone('918123'))).toBeNull()
  })
})

describe('phoneCaret: the caret after an edit mid-number', () => {
  /** `|` marks the caret in the raw value after the edit and in the masked value expected. */
  const edit = (raw: string) => {
    const caret = raw.indexOf('|')
    const plain = raw.replace('|', '')
    const value = maskPhone(plain)
    const at = phoneCaret(plain, caret)
    return `${value.slice(0, at)}|${value.slice(at)}`
  }

  it.each([
    // Backspace on the first digit of a group: the caret stays where the digit was, after the separators.
    ['+7 (918) |23-45-67', '+7 (918) |234-56-7'],
    // Backspace inside a group.
    ['+7 (918) 1|3-45-67', '+7 (918) 1|34-56-7'],
    // Delete (forward) inside a group.
    ['+7 (918) 12|-45-67', '+7 (918) 12|4-56-7'],
    // A digit typed mid-number: the caret follows it; the last digit falls off the full mask.
    ['+7 (918) 129|3-45-67', '+7 (918) 129|-34-56'],
    // Backspace on a separator: the caret goes before the separators, so the next Backspace erases the 8.
    ['+7 (918)|123-45-67', '+7 (918|) 123-45-67'],
    // Before the area code, whatever was erased there.
    ['+7 (|18) 123-45-67', '+7 (|181) 234-56-7'],
    ['|+7 (918) 123-45-67', '+7 (|918) 123-45-67'],
    // A typed 8 is the country prefix, a bare area code gains it.
    ['89|181234567', '+7 (9|18) 123-45-67'],
    ['91|81234567', '+7 (91|8) 123-45-67'],
    // A letter typed mid-number changes nothing, and the caret stays.
    ['+7 (918) 1x|23-45-67', '+7 (918) 1|23-45-67'],
  ])('%p → %p', (raw, expected) => {
    expect(edit(raw)).toBe(expected)
  })

  it('never leaves the value', () => {
    for (const raw of ['', '+', '8', '+7 (', '+7 (918) 123-45-67', '+7 (918) 123-45-67-89']) {
      for (let caret = 0; caret <= raw.length; caret += 1) {
        const at = phoneCaret(raw, caret)
        expect(at).toBeGreaterThanOrEqual(0)
        expect(at).toBeLessThanOrEqual(maskPhone(raw).length)
      }
    }
  })
})
