import { DEFAULT_USER_POSITION, GEOLOCATION_TIMEOUT_MS, type LatLon } from './config'

export type LocateFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported'

export type LocateResult =
  { source: 'device'; point: LatLon } | { source: 'fallback'; point: LatLon; reason: LocateFailure }

// GeolocationPositionError's codes; jsdom and some browsers have no constructor to read them from.
const PERMISSION_DENIED = 1
const TIMEOUT = 3

/**
 * "Где я": the browser's position, or the default user coordinates of docs/spec.md#9-business-constants-and-limits when
 * the browser has no geolocation, the visitor says no, or no answer comes within the timeout. Never rejects, so the
 * map always has somewhere to go.
 */
export function locateUser(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
): Promise<LocateResult> {
  const fallback = (reason: LocateFailure): LocateResult => ({
    source: 'fallback',
    point: DEFAULT_USER_POSITION,
    reason,
  })
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
    return Promise.resolve(fallback('unsupported'))
  }
  return new Promise((resolve) => {
    let settled = false
    const settle = (result: LocateResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    // Browsers may never call back at all (a permission prompt left open); the timeout option does
    // not cover the time the prompt is shown, so we keep our own clock too.
    const timer = setTimeout(() => settle(fallback('timeout')), timeoutMs + 1000)
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const { latitude: lat, longitude: lon } = coords
          settle(
            Number.isFinite(lat) && Number.isFinite(lon)
              ? { source: 'device', point: { lat, lon } }
              : fallback('unavailable'),
          )
        },
        (error) =>
          settle(
            fallback(
              error?.code === PERMISSION_DENIED ? 'denied' : error?.code === TIMEOUT ? 'timeout' : 'unavailable',
            ),
          ),
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60_000 },
      )
    } catch {
      settle(fallback('unavailable'))
    }
  })
}

const FALLBACK_REASONS: Record<LocateFailure, string> = {
  denied: 'Доступ к геолокации не разрешён',
  unavailable: 'Не удалось определить ваше местоположение',
  timeout: 'Определить местоположение не удалось: браузер долго не отвечал',
  unsupported: 'Ваш браузер не умеет определять местоположение',
}

/**
 * What the status line says after "Где я" (docs/spec.md#9-business-constants-and-limits fallback explained, politely).
 */
export function locateMessage(result: LocateResult): string {
  if (result.source === 'device') return 'Карта показывает, где вы находитесь.'
  return `${FALLBACK_REASONS[result.reason]}, поэтому показываем точку в центре Анапы.`
}

/** What "Рядом со мной" says about the point its distances are measured from (the same fallback reasons). */
export function distanceOriginMessage(result: LocateResult): string {
  if (result.source === 'device') return 'Расстояние считаем от того места, где вы сейчас.'
  return `${FALLBACK_REASONS[result.reason]}, поэтому расстояние считаем от центра Анапы.`
}
