import type { LatLon } from './config'

export type DirectionsLink = { service: 'yandex' | '2gis'; label: string; href: string }

const usable = ({ lat, lon }: LatLon) =>
  Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180

/**
 * "Как добраться": a route to the point in the two map services people here use. Each starts from
 * wherever the visitor is (Яндекс's empty start before `~`; 2ГИС asks itself) and opens the
 * service's own route planner, by car as the default both give. Yandex takes lat,lon, 2ГИС lon,lat.
 * An unusable point gives no links rather than a route to the wrong place.
 */
export function directionsLinks(point: LatLon): DirectionsLink[] {
  if (!usable(point)) return []
  const { lat, lon } = point
  return [
    { service: 'yandex', label: 'Яндекс Карты', href: `https://yandex.ru/maps/?rtext=~${lat},${lon}&rtt=auto` },
    { service: '2gis', label: '2ГИС', href: `https://2gis.ru/routeSearch/rsType/car/to/${lon},${lat}` },
  ]
}
