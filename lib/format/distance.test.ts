import { formatDistance } from './distance'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

describe('formatDistance', () => {
  it.each([
    [0, `0${NBSP}м`],
    [850, `850${NBSP}м`],
    [849.6, `850${NBSP}м`],
    [999, `999${NBSP}м`],
    [999.6, `1${NBSP}км`],
    [1000, `1${NBSP}км`],
    [1049, `1${NBSP}км`],
    [1950, `2${NBSP}км`],
    [3200, `3,2${NBSP}км`],
    [3249, `3,2${NBSP}км`],
    [12000, `12${NBSP}км`],
    [12500, `12,5${NBSP}км`],
    [99_940, `99,9${NBSP}км`],
    [123_456, `123${NBSP}км`],
    [1_234_567, `1${NNBSP}235${NBSP}км`],
  ])('%p m → %p', (meters, expected) => {
    expect(formatDistance(meters)).toBe(expected)
  })

  it.each([[null], [undefined], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('gives null for %p', (input) => {
    expect(formatDistance(input)).toBeNull()
  })
})
