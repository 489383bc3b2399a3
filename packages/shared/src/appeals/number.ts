/**
 * An appeal's number as residents quote it and the CMS makes it (`A-2026-000123`, newAppealNumber in
 * cms/src/appeals/appeals.ts): the one check the CMS, the gateway and the site's pages apply before
 * asking for an appeal by its number.
 */
export const isAppealNumber = (value: unknown): value is string =>
  typeof value === 'string' && /^A-\d{4}-\d{6}$/.test(value)
