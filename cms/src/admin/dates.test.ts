import { format, parse } from 'date-fns'
import { ru } from 'date-fns/locale/ru'
import type { CollectionConfig, DateField, Field } from 'payload'

import {
  ADMIN_DATE_FORMAT,
  DATE_FIELD_COMPONENT,
  DATE_PICKER_RU,
  russianDates,
  TYPED_FORMATS,
  withRussianDates,
} from './dates'

const at = new Date(2026, 10, 27, 11, 49)

describe('the admin’s date formats', () => {
  it('shows «27.11.2026, 11:49», a date alone as «27.11.2026»', () => {
    expect(format(at, ADMIN_DATE_FORMAT, { locale: ru })).toBe('27.11.2026, 11:49')
    expect(format(at, TYPED_FORMATS.dayOnly[0]!, { locale: ru })).toBe('27.11.2026')
    expect(format(new Date(2026, 10, 27, 23, 5), TYPED_FORMATS.timeOnly[0]!, { locale: ru })).toBe('23:05')
  })

  // react-datepicker reads what is typed with date-fns `parse`, trying each pattern in turn.
  const read = (typed: string, formats: readonly string[]) =>
    formats.map((f) => parse(typed, f, at, { locale: ru })).find((d) => !Number.isNaN(d.getTime())) ?? null

  it.each([
    ['27.11.2026, 11:49', new Date(2026, 10, 27, 11, 49)],
    ['27.11.2026 11:49', new Date(2026, 10, 27, 11, 49)],
    ['1.2.2027 9:05', new Date(2027, 1, 1, 9, 5)],
  ])('reads a typed date and time «%s»', (typed, expected) => {
    expect(read(typed, TYPED_FORMATS.dayAndTime)).toEqual(expected)
  })

  it.each([
    ['27.11.2026', new Date(2026, 10, 27)],
    ['1.2.2027', new Date(2027, 1, 1)],
  ])('reads a typed date «%s»', (typed, expected) => {
    expect(read(typed, TYPED_FORMATS.dayOnly)).toEqual(expected)
  })

  it('reads nothing from what is not a date, so the value stays as it was', () => {
    expect(read('нояб. 27, 2026', TYPED_FORMATS.dayAndTime)).toBeNull()
    expect(read('32.13.2026 25:00', TYPED_FORMATS.dayAndTime)).toBeNull()
  })

  it('gives the picker its words in Russian', () => {
    for (const text of Object.values(DATE_PICKER_RU)) expect(text).not.toMatch(/[A-Za-z]/)
  })
})

describe('withRussianDates', () => {
  const dateField = (name: string, date?: NonNullable<DateField['admin']>['date']): DateField => ({
    name,
    type: 'date',
    ...(date ? { admin: { date } } : {}),
  })

  const dates = (fields: Field[]): DateField[] =>
    fields.flatMap((field): DateField[] => {
      if (field.type === 'date') return [field]
      if (field.type === 'tabs') return field.tabs.flatMap((tab) => dates(tab.fields))
      if (field.type === 'blocks') return field.blocks.flatMap((block) => dates(block.fields))
      return 'fields' in field ? dates(field.fields) : []
    })

  const fields: Field[] = [
    { name: 'title', type: 'text' },
    dateField('plain'),
    dateField('startsAt', { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm', timeIntervals: 15 }),
    { type: 'row', fields: [dateField('inRow', { pickerAppearance: 'dayOnly' })] },
    { type: 'collapsible', label: 'x', fields: [dateField('inCollapsible', { pickerAppearance: 'dayAndTime' })] },
    { name: 'group', type: 'group', fields: [dateField('inGroup')] },
    { name: 'history', type: 'array', fields: [dateField('at', { pickerAppearance: 'dayAndTime' })] },
    { type: 'tabs', tabs: [{ label: 'Tab', fields: [dateField('inTab', { pickerAppearance: 'timeOnly' })] }] },
    { name: 'blocks', type: 'blocks', blocks: [{ slug: 'b', fields: [dateField('inBlock')] }] },
  ]

  it('reaches every date field, however deep', () => {
    const found = dates(withRussianDates(fields))
    expect(found.map((f) => f.name)).toEqual([
      'plain',
      'startsAt',
      'inRow',
      'inCollapsible',
      'inGroup',
      'at',
      'inTab',
      'inBlock',
    ])
    for (const field of found) {
      expect(field.admin?.date?.overrides).toEqual(expect.objectContaining(DATE_PICKER_RU))
    }
  })

  it('shows and reads each picker the Russian way, keeping the field’s other settings', () => {
    const [plain, startsAt, inRow, , , , inTab] = dates(withRussianDates(fields))
    expect(plain!.admin?.date).toEqual(
      expect.objectContaining({
        displayFormat: 'dd.MM.yyyy',
        overrides: expect.objectContaining({ dateFormat: [...TYPED_FORMATS.default] }),
      }),
    )
    expect(startsAt!.admin?.date).toEqual(
      expect.objectContaining({
        pickerAppearance: 'dayAndTime',
        displayFormat: ADMIN_DATE_FORMAT,
        timeFormat: 'HH:mm',
        timeIntervals: 15,
        overrides: expect.objectContaining({ dateFormat: [...TYPED_FORMATS.dayAndTime] }),
      }),
    )
    // The time is typed in the calendar, not picked from a list (see russianDatePicker).
    expect(startsAt!.admin?.date?.overrides).toEqual(
      expect.objectContaining({ showTimeInput: true, showTimeSelect: false }),
    )
    expect(inRow!.admin?.date?.displayFormat).toBe('dd.MM.yyyy')
    expect(inRow!.admin?.date?.overrides).not.toHaveProperty('showTimeInput')
    expect(inTab!.admin?.date).toEqual(expect.objectContaining({ displayFormat: 'HH:mm', timeFormat: 'HH:mm' }))
  })

  it('renders every date field with the Russian picker parts, unless it has its own component', () => {
    const own = dateField('own')
    own.admin = { components: { Field: '/elsewhere#Own' } }
    const [plain, ownField] = dates(withRussianDates([dateField('plain'), own]))
    expect(plain!.admin?.components?.Field).toBe(DATE_FIELD_COMPONENT)
    expect(ownField!.admin?.components?.Field).toBe('/elsewhere#Own')
  })

  it('leaves the configuration it was given unchanged', () => {
    const before = JSON.stringify(fields)
    withRussianDates(fields)
    expect(JSON.stringify(fields)).toBe(before)
  })

  it('is a plugin over every collection and global', async () => {
    const collection: CollectionConfig = { slug: 'events', fields: [dateField('startsAt')] }
    const config = await russianDates({
      collections: [collection],
      globals: [{ slug: 'g', fields: [dateField('d')] }],
    } as never)
    expect(dates(config.collections![0]!.fields)[0]!.admin?.date?.displayFormat).toBe('dd.MM.yyyy')
    expect(dates(config.globals![0]!.fields)[0]!.admin?.date?.displayFormat).toBe('dd.MM.yyyy')
  })
})
