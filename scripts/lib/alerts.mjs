// @ts-check
/**
 * Official alerts for the scripts that time them (docs/decisions/0040-official-alerts-as-cap.md):
 * the bench's "alert issued → banner shown" row (scripts/bench/desk.mjs) and the resilience suite's
 * scenario on the scaled layout (scripts/resilience/scenarios.mjs).
 */

/** What the site-wide banner reads when a page opens (lib/alerts/banner.ts, BANNER_PATH). */
export const BANNER_DATA_PATH = '/cap/alerts.json'

/**
 * Whether the banner's data (`{ alerts: [{ identifier, … }] }`) lists the alert; null when `body` is
 * not that data (an error answer: the CMS unreachable gives Russian text), which says neither.
 *
 * @param {string} body
 * @param {string} identifier
 * @returns {boolean | null}
 */
export function bannerLists(body, identifier) {
  try {
    /** @type {{ alerts?: unknown }} */
    const parsed = JSON.parse(body)
    if (!Array.isArray(parsed.alerts)) return null
    return parsed.alerts.some((alert) => alert?.identifier === identifier)
  } catch {
    return null
  }
}

/**
 * A public storm warning as CAP's REST body (the `alerts` collection's fields); `cancels`: the id of
 * the alert this one calls off («Отбой»), with CAP's values for a Cancel.
 *
 * @param {string} headline
 * @param {{ cancels?: number }} [options]
 */
export function stormWarning(headline, { cancels } = {}) {
  const info = {
    category: ['Met'],
    event: 'Шторм',
    urgency: 'Immediate',
    severity: 'Severe',
    certainty: 'Observed',
    headline,
    instruction: 'Не заходите в воду до отбоя.',
    area: { areaDesc: 'Пляжи Анапы' },
  }
  if (cancels === undefined) return { status: 'Actual', msgType: 'Alert', scope: 'Public', info }
  return {
    status: 'Actual',
    msgType: 'Cancel',
    scope: 'Public',
    references: [cancels],
    info: { ...info, headline: `Отбой: ${headline}`, urgency: 'Past', severity: 'Minor' },
  }
}
