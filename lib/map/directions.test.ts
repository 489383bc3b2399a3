import { directionsLinks } from './directions'

describe('directionsLinks: Яндекс Карты and 2ГИС routes to a point', () => {
  it('builds both hrefs, Yandex with lat,lon and 2ГИС with lon,lat', () => {
    expect(directionsLinks({ lat: 44.9005, lon: 37.3105 })).toEqual([
      { service: 'yandex', label: 'Яндекс Карты', href: 'https://yandex.ru/maps/?rtext=~44.9005,37.3105&rtt=auto' },
      { service: '2gis', label: '2ГИС', href: 'https://2gis.ru/routeSearch/rsType/car/to/37.3105,44.9005' },
    ])
  })

  it('keeps negative and whole coordinates as numbers print them', () => {
    expect(directionsLinks({ lat: -33.5, lon: 151 }).map((l) => l.href)).toEqual([
      'https://yandex.ru/maps/?rtext=~-33.5,151&rtt=auto',
      'https://2gis.ru/routeSearch/rsType/car/to/151,-33.5',
    ])
  })

  it.each([
    [{ lat: Number.NaN, lon: 37 }],
    [{ lat: 44, lon: Number.POSITIVE_INFINITY }],
    [{ lat: 91, lon: 37 }],
    [{ lat: 44, lon: -181 }],
  ])('gives no links for an unusable point %j', (point) => {
    expect(directionsLinks(point)).toEqual([])
  })
})
