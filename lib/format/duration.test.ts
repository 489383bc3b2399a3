import { formatDuration } from './duration'

const NBSP = '\u00a0'

describe('formatDuration', () => {
  it.each([
    [0, `0${NBSP}мин`],
    [1, `1${NBSP}мин`],
    [45, `45${NBSP}мин`],
    [59.4, `59${NBSP}мин`],
    [59.6, `1${NBSP}ч`],
    [60, `1${NBSP}ч`],
    [90, `1${NBSP}ч 30${NBSP}мин`],
    [120, `2${NBSP}ч`],
    [125, `2${NBSP}ч 5${NBSP}мин`],
    [1439, `23${NBSP}ч 59${NBSP}мин`],
    [1440, `1${NBSP}дн`],
    [1500, `1${NBSP}дн 1${NBSP}ч`],
    // From a day on, minutes round to the nearest hour.
    [1469, `1${NBSP}дн`],
    [1471, `1${NBSP}дн 1${NBSP}ч`],
    [2880 + 300, `2${NBSP}дн 5${NBSP}ч`],
    [7 * 1440, `7${NBSP}дн`],
  ])('%p min → %p', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected)
  })

  it.each([[null], [undefined], [-5], [Number.NaN], [Number.POSITIVE_INFINITY]])('gives null for %p', (input) => {
    expect(formatDuration(input)).toBeNull()
  })
})
