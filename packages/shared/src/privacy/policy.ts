/**
 * The privacy policy's edition, in ONE place: the policy page shows it («Редакция от …»), and every
 * consent to the processing of personal data is stored with the edition the resident agreed to
 * (`consent_policy_version` on the resident, the permit application and the appeal). Change it with
 * every edit of the policy's text (components/static/PrivacyPolicyView).
 */
export const PRIVACY_POLICY_VERSION = '2026-11-27'

/** The policy page's path (the site's route table names it too, lib/routes.ts PRIVACY_LINK). */
export const PRIVACY_POLICY_PATH = '/politika-konfidencialnosti'

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const

/** «27 ноября 2026 г.» for an edition written as yyyy-mm-dd. */
export function policyEditionText(version: string = PRIVACY_POLICY_VERSION): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version)
  if (!match) throw new Error(`The policy edition must be yyyy-mm-dd, got ${version}`)
  const [, year, month, day] = match
  return `${Number(day)} ${MONTHS_GENITIVE[Number(month) - 1]} ${year} г.`
}
