import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, MAP_ATTRIBUTION_PREFIX, tileSettings } from './config'

describe('tileSettings', () => {
  it.each([
    [undefined, undefined, DEFAULT_MAP_TILE_URL, DEFAULT_MAP_ATTRIBUTION],
    ['', '  ', DEFAULT_MAP_TILE_URL, DEFAULT_MAP_ATTRIBUTION],
    [
      'https://tiles.example/{z}/{x}/{y}.png',
      undefined,
      'https://tiles.example/{z}/{x}/{y}.png',
      DEFAULT_MAP_ATTRIBUTION,
    ],
    [
      ' https://tiles.example/{z}/{x}/{y}.png ',
      '&copy; Пример, &copy; OpenStreetMap',
      'https://tiles.example/{z}/{x}/{y}.png',
      '&copy; Пример, &copy; OpenStreetMap',
    ],
    [undefined, '&copy; OpenStreetMap', DEFAULT_MAP_TILE_URL, '&copy; OpenStreetMap'],
  ])('(%p, %p) → %s with %s', (url, attribution, expectedUrl, expectedAttribution) => {
    expect(tileSettings(url, attribution)).toEqual({ url: expectedUrl, attribution: expectedAttribution })
  })

  it("defaults to OSM's single host, not its deprecated {s}. subdomains", () => {
    expect(DEFAULT_MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(DEFAULT_MAP_TILE_URL).not.toContain('{s}')
  })

  it('credits OSM by default and Leaflet with a plain link, no flag', () => {
    expect(DEFAULT_MAP_ATTRIBUTION).toContain('https://www.openstreetmap.org/copyright')
    expect(MAP_ATTRIBUTION_PREFIX).toBe('<a href="https://leafletjs.com">Leaflet</a>')
    expect(MAP_ATTRIBUTION_PREFIX).not.toMatch(/<svg|<img|\p{Extended_Pictographic}/u)
  })
})
