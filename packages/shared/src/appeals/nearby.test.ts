import { boxAround, metresBetween, NEARBY_APPEALS, nearestWithin } from './nearby'

const CENTRE = { lat: 44.8967624, lon: 37.3115879 }
/** A point `metres` north of the centre (a degree of latitude is about 111 195 m). */
const north = (metres: number) => ({ lat: CENTRE.lat + metres / 111_195, lon: CENTRE.lon })
/** A point `metres` east of the centre. */
const east = (metres: number) => ({
  lat: CENTRE.lat,
  lon: CENTRE.lon + metres / (111_195 * Math.cos((CENTRE.lat * Math.PI) / 180)),
})

describe('nearby appeals', () => {
  it('looks 50 m around and shows at most 5', () => {
    expect(NEARBY_APPEALS).toEqual({ radiusM: 50, limit: 5 })
  })

  it.each([
    [north(30), 30],
    [east(30), 30],
    [north(61), 61],
  ])('measures great-circle metres: %p is %d m away', (point, metres) => {
    expect(metresBetween(CENTRE, point)).toBeCloseTo(metres, 0)
  })

  it.each([north(50), east(50), north(-50), east(-50)])('boxes in every point at 50 m: %p', (point) => {
    const box = boxAround(CENTRE, 50)
    expect(point.lat).toBeGreaterThanOrEqual(box.south)
    expect(point.lat).toBeLessThanOrEqual(box.north)
    expect(point.lon).toBeGreaterThanOrEqual(box.west)
    expect(point.lon).toBeLessThanOrEqual(box.east)
  })

  it('stays inside the world at its edges', () => {
    expect(boxAround({ lat: 90, lon: 180 }, 50)).toEqual({
      south: expect.any(Number),
      north: 90,
      west: -180,
      east: 180,
    })
    expect(boxAround({ lat: -89.99999, lon: -180 }, 5000).south).toBe(-90)
  })

  it('keeps the nearest within the radius, nearest first, distances in whole metres', () => {
    const items = [
      { name: '61 m', at: north(61) },
      { name: '30 m', at: east(30) },
      { name: 'nowhere', at: null },
      { name: '10 m', at: north(10.4) },
      { name: '50 m', at: north(49.9) },
    ]
    const near = nearestWithin(CENTRE, items, (i) => i.at)
    expect(near.map((n) => [n.item.name, n.distanceM])).toEqual([
      ['10 m', 10],
      ['30 m', 30],
      ['50 m', 50],
    ])
  })

  it('shows no more than the limit', () => {
    const items = Array.from({ length: 8 }, (_, i) => north(i))
    expect(nearestWithin(CENTRE, items, (p) => p)).toHaveLength(5)
  })
})
