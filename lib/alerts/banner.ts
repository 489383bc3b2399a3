/**
 * The site-wide alert banner's data (docs/decisions/0040-official-alerts-as-cap.md): what
 * `/cap/alerts.json` answers and the banner shows. Alerts and Updates in force, newest first; a
 * Cancel is «Отбой», which removes its alert rather than showing anything.
 */

export type BannerAlert = {
  identifier: string
  headline: string
  severity: string
  instruction: string | null
  expires: string | null
}

export const BANNER_PATH = '/cap/alerts.json'

type CapLike = {
  identifier: string
  msg_type: string
  info: { headline: string; severity: string; instruction: string | null; expires: string | null }
}

export const toBannerAlerts = (alerts: readonly CapLike[]): BannerAlert[] =>
  alerts
    .filter((a) => a.msg_type !== 'Cancel')
    .map(({ identifier, info }) => ({
      identifier,
      headline: info.headline,
      severity: info.severity,
      instruction: info.instruction,
      expires: info.expires,
    }))

/** A banner answer as it arrives from the network: anything else shows no banner rather than a broken one. */
export function parseBannerAlerts(body: unknown): BannerAlert[] {
  const list = (body as { alerts?: unknown } | null)?.alerts
  if (!Array.isArray(list)) return []
  return list.filter(
    (a): a is BannerAlert =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as BannerAlert).identifier === 'string' &&
      typeof (a as BannerAlert).headline === 'string' &&
      typeof (a as BannerAlert).severity === 'string',
  )
}
