const MINUTE = 60
const HOUR = 3600
const DAY = 86_400

/**
 * MARINE_REFRESH_SECONDS as a cron (Croner's six fields, seconds first) that fires every that many
 * seconds on the clock: every hour at :00 for 3600, every 2 s for the integration tests' 2. A cron
 * repeats evenly only when the interval divides a minute, an hour or a day, so any other interval is
 * null (env.ts refuses it).
 */
export function refreshCron(seconds: number): string | null {
  if (!Number.isInteger(seconds) || seconds < 1) return null
  if (seconds < MINUTE) return MINUTE % seconds === 0 ? `*/${seconds} * * * * *` : null
  if (seconds < HOUR) {
    return seconds % MINUTE === 0 && HOUR % seconds === 0 ? `0 */${seconds / MINUTE} * * * *` : null
  }
  if (seconds === HOUR) return '0 0 * * * *'
  if (seconds < DAY) return seconds % HOUR === 0 && DAY % seconds === 0 ? `0 0 */${seconds / HOUR} * * *` : null
  return seconds === DAY ? '0 0 0 * * *' : null
}
