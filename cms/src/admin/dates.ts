import type { Block, Config, DateField, Field, Plugin } from 'payload'

/**
 * Dates in the admin as Russian editors write them: «27.11.2026, 11:49», a 24-hour clock, never
 * «ноября 27-е 2026, 11:49 ПП» (Payload's `MMMM do yyyy, h:mm a` in Russian). Client-safe: the
 * schedule drawer (PublishButton.tsx) reads the same constants in the browser.
 */
export const ADMIN_DATE_FORMAT = 'dd.MM.yyyy, HH:mm'
export const ADMIN_DAY_FORMAT = 'dd.MM.yyyy'
export const ADMIN_TIME_FORMAT = 'HH:mm'

type Appearance = NonNullable<NonNullable<DateField['admin']>['date']>['pickerAppearance']

/**
 * What an editor may type, per picker: the first pattern is the one shown, the others are read
 * too (without the comma, a one-digit day or month). react-datepicker takes a list of patterns for
 * typing; an input none of them reads leaves the value as it was.
 */
export const TYPED_FORMATS: Readonly<Record<NonNullable<Appearance>, readonly string[]>> = {
  dayAndTime: [ADMIN_DATE_FORMAT, 'dd.MM.yyyy HH:mm', 'd.M.yyyy, H:mm', 'd.M.yyyy H:mm'],
  dayOnly: [ADMIN_DAY_FORMAT, 'd.M.yyyy'],
  default: [ADMIN_DAY_FORMAT, 'd.M.yyyy'],
  monthOnly: ['LLLL yyyy', 'MM.yyyy'],
  timeOnly: [ADMIN_TIME_FORMAT, 'H:mm'],
}

/**
 * The date picker's own words (react-datepicker's English defaults), passed to it through
 * Payload's documented `admin.date.overrides`. Two of its strings take no prop and stay English for
 * screen readers: docs/upstream/payload-admin-russian.md.
 */
export const DATE_PICKER_RU = {
  timeCaption: 'Время',
  timeInputLabel: 'Время',
  previousMonthAriaLabel: 'Предыдущий месяц',
  previousMonthButtonLabel: 'Предыдущий месяц',
  nextMonthAriaLabel: 'Следующий месяц',
  nextMonthButtonLabel: 'Следующий месяц',
  previousYearAriaLabel: 'Предыдущий год',
  previousYearButtonLabel: 'Предыдущий год',
  nextYearAriaLabel: 'Следующий год',
  nextYearButtonLabel: 'Следующий год',
  chooseDayAriaLabelPrefix: 'Выбрать',
  disabledDayAriaLabelPrefix: 'Недоступно:',
  monthAriaLabelPrefix: 'Месяц',
  weekAriaLabelPrefix: 'Неделя',
  ariaLabelClose: 'Очистить',
} as const

/**
 * The picker settings of one appearance: shown, typed and labelled in Russian. A date with a time
 * takes the time typed in the calendar instead of from a list: typing is quicker than scrolling a
 * list of every minute, and the list's selection made react-datepicker announce «Selected date: …»
 * to screen readers, a string it offers no way to translate.
 */
export function russianDatePicker(appearance: Appearance = 'default') {
  const formats = TYPED_FORMATS[appearance ?? 'default']
  const withTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
  return {
    displayFormat: formats[0]!,
    ...(withTime ? { timeFormat: ADMIN_TIME_FORMAT } : {}),
    overrides: {
      ...DATE_PICKER_RU,
      dateFormat: [...formats],
      ...(appearance === 'dayAndTime' ? { showTimeSelect: false, showTimeInput: true } : {}),
    },
  }
}

/** The field component that adds the picker's Russian parts that are components (components/DateField.tsx). */
export const DATE_FIELD_COMPONENT = '/admin/components/DateField#DateField'

function russianDateField(field: DateField): DateField {
  const date = field.admin?.date ?? {}
  const russian = russianDatePicker(date.pickerAppearance)
  return {
    ...field,
    admin: {
      ...field.admin,
      components: { ...field.admin?.components, Field: field.admin?.components?.Field ?? DATE_FIELD_COMPONENT },
      date: {
        ...date,
        // One way of writing dates across the admin: a field's own pattern gives way to it.
        ...russian,
        overrides: { ...date.overrides, ...russian.overrides },
      },
    },
  }
}

/** Every date field among `fields`, however deep (rows, groups, tabs, arrays, blocks), made Russian. */
export function withRussianDates(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'date') return russianDateField(field)
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withRussianDates(tab.fields) })) }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block: Block) => ({ ...block, fields: withRussianDates(block.fields) })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withRussianDates(field.fields) } as Field
    return field
  })
}

/**
 * The admin's dates in Russian for every collection and global, those of plugins and of collections
 * added later included: last among the plugins, so it sees them all.
 */
export const russianDates: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: withRussianDates(collection.fields),
  })),
  globals: config.globals?.map((global) => ({ ...global, fields: withRussianDates(global.fields) })),
})
