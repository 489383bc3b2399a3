import { workingHours, type WorkingHours } from './workingHours'

describe('workingHours (docs/spec.md#9-business-constants-and-limits)', () => {
  it.each<[WorkingHours, string | null]>([
    [{ allDay: true }, 'Круглосуточно'],
    [{ allDay: true, from: '08:00', to: '20:00' }, 'Круглосуточно'],
    [{ from: '00:00', to: '00:00' }, 'Круглосуточно'],
    [{ from: '00:00', to: '24:00' }, 'Круглосуточно'],
    [{ from: '00:00', to: '23:59' }, 'Круглосуточно'],
    [{ from: '08:00:00', to: '08:00:00' }, 'Круглосуточно'],
    [{ from: '08:00', to: '20:00' }, 'С 08:00 до 20:00'],
    [{ allDay: false, from: '9:30', to: '18:00' }, 'С 09:30 до 18:00'],
    [{ from: '10:00:00', to: '22:30:00' }, 'С 10:00 до 22:30'],
    [{ from: ' 07:00 ', to: '23:00' }, 'С 07:00 до 23:00'],
    // Overnight hours are legitimate: a bar open 18:00 to 02:00.
    [{ from: '18:00', to: '02:00' }, 'С 18:00 до 02:00'],
    [{ from: '10:00', to: '24:00' }, 'С 10:00 до 24:00'],
  ])('%p → %p', (input, expected) => {
    expect(workingHours(input)).toBe(expected)
  })

  it.each<[WorkingHours]>([
    [{}],
    [{ allDay: false }],
    [{ allDay: null, from: null, to: null }],
    [{ from: '08:00' }],
    [{ to: '20:00' }],
    [{ from: '', to: '' }],
    [{ from: '25:00', to: '20:00' }],
    [{ from: '08:60', to: '20:00' }],
    [{ from: '24:30', to: '20:00' }],
    [{ from: '8', to: '20' }],
    [{ from: '<script>', to: '20:00' }],
    [{ from: '08:00', to: '20:00; DROP' }],
  ])('gives null for missing or malformed hours %p', (input) => {
    expect(workingHours(input)).toBeNull()
  })
})
