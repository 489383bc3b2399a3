// @ts-check
import { createServer } from 'node:http'

/**
 * A stand-in Open-Meteo for the integration CMS's marine feed (docs/decisions/0043-marine-feed.md):
 * `/v1/marine` and `/v1/forecast` answer as Open-Meteo does with `timeformat=unixtime` (an array for
 * several places, an object for one), for whatever places the CMS asks about, with the hours around
 * now. The global setup starts it before the CMS and the teardown stops it, so while no test steers
 * it the CMS reads a calm sea every refresh and logs no failure.
 *
 * cms/src/marine/marine.int.test.ts steers it over HTTP (the tests run in another context than the
 * setup): `PUT /stand-in` with a state replaces the current one, `GET /stand-in` tells how many API
 * requests it has served. A state is
 * `{ mode?: 'answer' | 'status' | 'malformed' | 'down', status?, values?, places? }`: `values` sets
 * Open-Meteo variables for every place and `places` for one (keyed "lat,lon" with four decimals, as
 * the CMS asks), a null being a value the model lacks; `status` answers that HTTP status, `malformed`
 * answers JSON of the wrong shape, `down` closes the connection without an answer.
 */

/** What the stand-in says while no test steers it. */
const CALM = { sea_surface_temperature: 22, wave_height: 0.3, wind_speed_10m: 3, uv_index: 5 }
/** @type {Record<string, string>} */
const UNITS = { sea_surface_temperature: '°C', wave_height: 'm', wind_speed_10m: 'm/s', uv_index: '' }

/**
 * @typedef {Record<string, number | null>} Values
 * @typedef {{ mode?: 'answer' | 'status' | 'malformed' | 'down', status?: number, values?: Values,
 *   places?: Record<string, Values> }} State
 */

/**
 * One place as Open-Meteo answers it.
 *
 * @param {string[]} variables
 * @param {Values} values
 * @param {number[]} hours unix seconds
 */
function place(variables, values, hours) {
  /** @type {Record<string, unknown>} */
  const hourly = { time: hours }
  /** @type {Record<string, string>} */
  const units = { time: 'unixtime' }
  for (const name of variables) {
    const value = name in values ? values[name] : (/** @type {Record<string, number>} */ (CALM)[name] ?? null)
    hourly[name] = hours.map(() => value)
    units[name] = UNITS[name] ?? ''
  }
  return { generationtime_ms: 0.1, utc_offset_seconds: 0, timezone: 'GMT', hourly_units: units, hourly }
}

/**
 * @param {URL} url
 * @param {State} state
 */
function answer(url, state) {
  const lats = (url.searchParams.get('latitude') ?? '').split(',')
  const lons = (url.searchParams.get('longitude') ?? '').split(',')
  const variables = (url.searchParams.get('hourly') ?? '').split(',').filter(Boolean)
  if (lats.length !== lons.length || lats.some((v) => Number.isNaN(Number.parseFloat(v))) || !variables.length) {
    return { status: 400, body: { error: true, reason: 'latitude, longitude and hourly are required' } }
  }
  const hour = Math.floor(Date.now() / 3_600_000) * 3600
  const hours = [hour - 3600, hour, hour + 3600]
  const places = lats.map((lat, i) => {
    const key = `${Number(lat).toFixed(4)},${Number(lons[i]).toFixed(4)}`
    const values = { ...state.values, ...state.places?.[key] }
    const answered = place(variables, values, hours)
    // Asked without wind_speed_unit=ms, Open-Meteo answers in km/h.
    if (variables.includes('wind_speed_10m') && url.searchParams.get('wind_speed_unit') !== 'ms') {
      answered.hourly_units.wind_speed_10m = 'km/h'
    }
    return { latitude: Number(lat), longitude: Number(lons[i]), ...answered }
  })
  return { status: 200, body: places.length === 1 ? places[0] : places }
}

/**
 * @param {string} origin e.g. http://127.0.0.1:3197
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function startMarineStandIn(origin) {
  /** @type {State} */
  let state = {}
  let requests = 0
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin)
    const chunks = /** @type {Buffer[]} */ ([])
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (url.pathname === '/stand-in') {
        if (req.method === 'PUT') {
          state = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
          res.writeHead(204).end()
        } else send(200, { requests, state })
        return
      }
      if (url.pathname !== '/v1/marine' && url.pathname !== '/v1/forecast') {
        send(404, { error: true, reason: 'Not Found' })
        return
      }
      requests += 1
      if (state.mode === 'down') req.socket.destroy()
      else if (state.mode === 'status')
        send(state.status ?? 500, { error: true, reason: 'stand-in failing on purpose' })
      else if (state.mode === 'malformed') send(200, [{ hourly: { time: 'soon', sea_surface_temperature: 'warm' } }])
      else {
        const { status, body } = answer(url, state)
        send(status, body)
      }
    })
  })
  const { hostname, port } = new URL(origin)
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(Number(port), hostname, () => resolve(undefined))
  })
  // Never what keeps a finished test run alive.
  server.unref()
  return {
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
