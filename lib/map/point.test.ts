import { mapPointHref, parsePoint } from './point'

describe('?lat=&lon= from a link', () => {
  it.each([
    ['44.8967624', '37.3115879', { lat: 44.8967624, lon: 37.3115879 }],
    ['-33.9', '151.2', { lat: -33.9, lon: 151.2 }],
    ['0', '0', { lat: 0, lon: 0 }],
    // What String(number) gives for a coordinate with float noise.
    ['44.896762400000004', '37.3115879', { lat: 44.896762400000004, lon: 37.3115879 }],
  ])('(%s, %s) is %j', (lat, lon, point) => {
    expect(parsePoint(lat, lon)).toEqual(point)
  })

  it.each([
    ['missing lon', '44.9', undefined],
    ['missing both', undefined, undefined],
    ['latitude out of range', '91', '37'],
    ['longitude out of range', '44', '181'],
    ['not a number', 'abc', '37'],
    ['trailing junk', '44.9abc', '37.3'],
    ['exponent notation', '4e1', '37'],
    ['Infinity', 'Infinity', '37'],
    ['an empty string', '', '37'],
    ['repeated parameters', ['44.9', '45'], '37'],
    ['a script', '<script>', '37'],
  ])('nothing for %s', (_case, lat, lon) => {
    expect(parsePoint(lat, lon)).toBeNull()
  })

  it('links to the map page at a point', () => {
    expect(mapPointHref({ lat: 44.93, lon: 37.28 })).toBe('/karta?lat=44.93&lon=37.28')
  })
})
