import { DEFAULT_USER_POSITION } from './config'
import { distanceOriginMessage, locateMessage, locateUser } from './locate'

type Success = PositionCallback
type Failure = PositionErrorCallback

/** A stand-in for navigator.geolocation that answers the way a test tells it to. */
function geolocation(answer: (ok: Success, fail: Failure, options?: PositionOptions) => void) {
  return { getCurrentPosition: jest.fn(answer) }
}

const position = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition
const failure = (code: number) => ({ code, message: '' }) as GeolocationPositionError

describe('"Где я": the browser position with the docs/spec.md#9-business-constants-and-limits fallback', () => {
  it('uses the position the browser gives, asking with a timeout', async () => {
    const geo = geolocation((ok) => ok(position(44.9, 37.3)))
    await expect(locateUser(geo, 5000)).resolves.toEqual({ source: 'device', point: { lat: 44.9, lon: 37.3 } })
    expect(geo.getCurrentPosition.mock.calls[0]![2]).toMatchObject({ timeout: 5000 })
  })

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('falls back to the default user coordinates on error code %i (%s)', async (code, reason) => {
    const result = await locateUser(geolocation((_ok, fail) => fail(failure(code))))
    expect(result).toEqual({ source: 'fallback', point: DEFAULT_USER_POSITION, reason })
    expect(DEFAULT_USER_POSITION).toEqual({ lat: 44.8857, lon: 37.31992 })
  })

  it('falls back when the browser has no geolocation', async () => {
    await expect(locateUser(undefined)).resolves.toMatchObject({ source: 'fallback', reason: 'unsupported' })
  })

  it('falls back when getCurrentPosition throws (a blocked feature policy)', async () => {
    const geo = geolocation(() => {
      throw new Error('blocked')
    })
    await expect(locateUser(geo)).resolves.toMatchObject({ source: 'fallback', reason: 'unavailable' })
  })

  it('falls back on its own clock when the browser never answers', async () => {
    jest.useFakeTimers()
    try {
      const pending = locateUser(
        geolocation(() => {}),
        1000,
      )
      jest.advanceTimersByTime(2000)
      await expect(pending).resolves.toMatchObject({ source: 'fallback', reason: 'timeout' })
    } finally {
      jest.useRealTimers()
    }
  })

  it('ignores a late answer after falling back', async () => {
    jest.useFakeTimers()
    try {
      let late: Success | undefined
      const pending = locateUser(
        geolocation((ok) => {
          late = ok
        }),
        1000,
      )
      jest.advanceTimersByTime(2000)
      late?.(position(10, 10))
      await expect(pending).resolves.toMatchObject({ source: 'fallback', point: DEFAULT_USER_POSITION })
    } finally {
      jest.useRealTimers()
    }
  })

  it('says politely, in Russian, where it put the visitor', () => {
    expect(locateMessage({ source: 'device', point: { lat: 1, lon: 1 } })).toBe('Карта показывает, где вы находитесь.')
    expect(locateMessage({ source: 'fallback', point: DEFAULT_USER_POSITION, reason: 'denied' })).toBe(
      'Доступ к геолокации не разрешён, поэтому показываем точку в центре Анапы.',
    )
  })
})

describe('distanceOriginMessage: where "Рядом со мной" measures from', () => {
  it('names the device position or the fallback with its reason', () => {
    expect(distanceOriginMessage({ source: 'device', point: { lat: 1, lon: 1 } })).toBe(
      'Расстояние считаем от того места, где вы сейчас.',
    )
    expect(distanceOriginMessage({ source: 'fallback', point: DEFAULT_USER_POSITION, reason: 'denied' })).toBe(
      'Доступ к геолокации не разрешён, поэтому расстояние считаем от центра Анапы.',
    )
    expect(distanceOriginMessage({ source: 'fallback', point: DEFAULT_USER_POSITION, reason: 'timeout' })).toBe(
      'Определить местоположение не удалось: браузер долго не отвечал, поэтому расстояние считаем от центра Анапы.',
    )
  })
})
