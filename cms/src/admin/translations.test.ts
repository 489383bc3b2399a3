import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'

import { RU_ADMIN_TRANSLATIONS } from './translations'

type Tree = { [key: string]: Tree | string }

const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}:`),
  )

const english = new Map(flatten(en.translations as unknown as Tree))
const overrides = flatten(RU_ADMIN_TRANSLATIONS as unknown as Tree)
const merged = new Map([...flatten(ru.translations as unknown as Tree), ...overrides])

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

/** Words an editor reads as Russian: the usual abbreviations are left as they are. */
const ACRONYMS = new Set(['API', 'ID', 'URL'])
const englishWords = (text: string) =>
  (text.replace(/\{\{\w+\}\}|<[^>]*>/g, ' ').match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !ACRONYMS.has(word))

describe('our Russian over Payload’s', () => {
  it.each(overrides)('%s is a key Payload has, with the same placeholders', (key, text) => {
    expect(english.has(key)).toBe(true)
    for (const name of placeholders(text)) expect(placeholders(english.get(key)!)).toContain(name)
  })

  it('leaves every string of the admin in Russian', () => {
    const left = [...merged].filter(([, text]) => englishWords(text).length > 0)
    expect(left).toEqual([])
  })

  it('translates every key Payload has (a Payload upgrade may add some in English only)', () => {
    expect([...english.keys()].filter((key) => !merged.has(key))).toEqual([])
  })

  it('says what happened without a participle that must agree with a collection’s name', () => {
    expect(merged.get('general:updatedSuccessfully')).toBe('Изменения сохранены.')
    expect(merged.get('general:successfullyCreated')).toBe('{{label}}: запись создана.')
    expect(merged.get('general:searchBy')).toBe('Поиск: {{label}}')
    expect(merged.get('error:followingFieldsInvalid_one')).toBe('Проверьте поле:')
  })
})
