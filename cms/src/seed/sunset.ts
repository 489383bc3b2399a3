/**
 * Sunset over Anapa on a calendar day, for the seed's sunset walks: a walk that comes back «на
 * закате» sails at a different hour in June than in November. NOAA's general solar position
 * formulas (fractional year, equation of time, declination, the hour angle of a sun 0.833° below
 * the horizon), good to a few minutes at these latitudes, which is all a departure time needs.
 */

/** The city centre (docs/architecture.md#6-ui "Maps", the map's default centre). */
export const ANAPA = { lat: 44.8967624, lon: 37.3115879 }

const RAD = Math.PI / 180
const DAY_MS = 86_400_000

/** The instant of sunset on `day` ('YYYY-MM-DD'), at a place north of the polar circles. */
export function sunsetAt(day: string, place: { lat: number; lon: number } = ANAPA): Date {
  const noonUtc = Date.parse(`${day}T12:00:00Z`)
  const dayOfYear = Math.floor((noonUtc - Date.UTC(new Date(noonUtc).getUTCFullYear(), 0, 1)) / DAY_MS) + 1
  const g = ((2 * Math.PI) / 365) * (dayOfYear - 1)
  const eqTimeMinutes =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(g) -
      0.032077 * Math.sin(g) -
      0.014615 * Math.cos(2 * g) -
      0.040849 * Math.sin(2 * g))
  const declination =
    0.006918 -
    0.399912 * Math.cos(g) +
    0.070257 * Math.sin(g) -
    0.006758 * Math.cos(2 * g) +
    0.000907 * Math.sin(2 * g) -
    0.002697 * Math.cos(3 * g) +
    0.00148 * Math.sin(3 * g)
  const lat = place.lat * RAD
  const hourAngle = Math.acos(
    Math.cos(90.833 * RAD) / (Math.cos(lat) * Math.cos(declination)) - Math.tan(lat) * Math.tan(declination),
  )
  const minutesUtc = 720 - 4 * (place.lon - hourAngle / RAD) - eqTimeMinutes
  return new Date(Date.parse(`${day}T00:00:00Z`) + Math.round(minutesUtc * 60_000))
}
