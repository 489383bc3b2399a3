import { DEFAULT_USER_POSITION } from './config'
import { greatCircleMeters, sortByDistance } from './nearest'

describe('greatCircleMeters (haversine)', () => {
  it.each([
    // One degree of latitude is 111.2 km on the mean sphere, wherever you stand.
    [{ lat: 0, lon: 0 }, { lat: 1, lon: 0 }, 111_195],
    [{ lat: 44, lon: 37 }, { lat: 45, lon: 37 }, 111_195],
    // A degree of longitude at Anapa's 44.9°: the parallel's arc is 78.79 km, the great circle a little shorter.
    [{ lat: 44.9, lon: 37 }, { lat: 44.9, lon: 38 }, 78_763],
    // Half the equator, and the pole to the equator.
    [{ lat: 0, lon: 0 }, { lat: 0, lon: 180 }, 20_015_115],
    [{ lat: 90, lon: 0 }, { lat: 0, lon: 0 }, 10_007_557],
    // Across the antimeridian is the short way round, not 359°.
    [{ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 }, 111_195],
  ])('%j → %j is %i m', (a, b, meters) => {
    expect(greatCircleMeters(a, b)).toBeCloseTo(meters, -1)
  })

  it('is symmetric and zero from a point to itself', () => {
    const a = { lat: 44.9005, lon: 37.3105 }
    const b = { lat: 44.7965, lon: 37.4085 }
    expect(greatCircleMeters(a, b)).toBeCloseTo(greatCircleMeters(b, a), 6)
    expect(greatCircleMeters(a, a)).toBe(0)
  })

  it('measures the city centre to Sukko beach at about 14 km', () => {
    // 11.6 km south and 7.7 km east: about 13.9 km as the crow flies.
    expect(greatCircleMeters({ lat: 44.9005, lon: 37.3105 }, { lat: 44.7965, lon: 37.4085 })).toBeCloseTo(14_000, -3)
  })

  it('gives NaN for a non-finite coordinate rather than a made-up distance', () => {
    expect(greatCircleMeters({ lat: Number.NaN, lon: 37 }, DEFAULT_USER_POSITION)).toBeNaN()
  })
})

describe('sortByDistance', () => {
  const origin = { lat: 44.8857, lon: 37.31992 }
  const far = { id: 'utrish', point: { lat: 44.76, lon: 37.392 } }
  const near = { id: 'malaya-bukhta', point: { lat: 44.8855, lon: 37.3035 } }
  const middle = { id: 'dzhemete', point: { lat: 44.9303, lon: 37.2826 } }

  it('puts the nearest first and carries each distance', () => {
    const sorted = sortByDistance([far, near, middle], origin)
    expect(sorted.map((i) => i.id)).toEqual(['malaya-bukhta', 'dzhemete', 'utrish'])
    expect(sorted[0]!.distanceMeters).toBeCloseTo(greatCircleMeters(origin, near.point), 6)
    expect(sorted.every((item, i) => i === 0 || sorted[i - 1]!.distanceMeters <= item.distanceMeters)).toBe(true)
  })

  it('keeps the incoming order for equal distances', () => {
    const twins = [
      { id: 'a', point: near.point },
      { id: 'b', point: near.point },
      { id: 'c', point: near.point },
    ]
    expect(sortByDistance(twins, origin).map((i) => i.id)).toEqual(['a', 'b', 'c'])
  })

  it('puts items with an unusable point last', () => {
    const broken = { id: 'broken', point: { lat: Number.NaN, lon: 37 } }
    expect(sortByDistance([broken, far, near], origin).map((i) => i.id)).toEqual(['malaya-bukhta', 'utrish', 'broken'])
  })

  it('leaves its input alone and handles an empty list', () => {
    const input = [far, near]
    sortByDistance(input, origin)
    expect(input).toEqual([far, near])
    expect(sortByDistance([], origin)).toEqual([])
  })
})
