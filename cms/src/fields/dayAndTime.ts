/**
 * The admin settings of a date field that holds a moment (a day and a time): the picker with a
 * time, shown as the product writes dates (docs/spec.md, «Date format»). The russianDates plugin
 * (admin/dates.ts) adds the Russian picker on top, as for every date field; this is what a
 * collection says of its own fields.
 */
export const DAY_AND_TIME = { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' } } as const
