import type { RestAlert } from '@/graphql/datasources/restTypes'

/**
 * One official alert as an OASIS CAP 1.2 document (docs/architecture.md#10-open-standards-and-operations),
 * from the contract's JSON (GET /v1/alerts). Elements come in the order CAP's schema gives them;
 * every text is escaped, so an editor's `<`, `&` or quote never breaks the document.
 */

export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2'

/** CAP's `senderName`: who the people reading the alert hear it from. */
export const CAP_SENDER_NAME = 'Администрация муниципального образования город-курорт Анапа'

/** Anapa keeps Moscow time, UTC+3, all year. */
const ANAPA_OFFSET_MINUTES = 180

/**
 * XML 1.0 forbids most control characters even escaped; the contract refuses them on the way in,
 * and this keeps a stray one from making the whole document unreadable.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Text and attribute values: the five XML special characters as entities. */
export function xmlEscape(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/**
 * CAP's date-time: seconds, no fraction, an explicit offset (`2026-11-28T12:00:00+03:00`), in
 * Anapa time. Atom's RFC 3339 dates take the same form.
 */
export function capDate(iso: string): string {
  const ms = new Date(iso).getTime()
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${iso}`)
  const local = new Date(Math.floor(ms / 1000) * 1000 + ANAPA_OFFSET_MINUTES * 60_000)
  const offset = `+${String(ANAPA_OFFSET_MINUTES / 60).padStart(2, '0')}:00`
  return `${local.toISOString().slice(0, 19)}${offset}`
}

const element = (name: string, value: string | null | undefined, indent: string): string[] =>
  value === null || value === undefined || value === '' ? [] : [`${indent}<${name}>${xmlEscape(value)}</${name}>`]

/** CAP's `references`: "sender,identifier,sent" for each earlier message, separated by spaces. */
export const capReferences = (alert: RestAlert): string =>
  alert.references.map((ref) => `${ref.sender},${ref.identifier},${capDate(ref.sent)}`).join(' ')

export type CapOptions = {
  /** CAP's `web`: the page with more about the alert (the site, until alerts have pages of their own). */
  web: string
}

/** The complete document, with its XML declaration. */
export function capXml(alert: RestAlert, { web }: CapOptions): string {
  const { info } = alert
  const references = capReferences(alert)
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<alert xmlns="${CAP_NAMESPACE}">`,
    ...element('identifier', alert.identifier, '  '),
    ...element('sender', alert.sender, '  '),
    ...element('sent', capDate(alert.sent), '  '),
    ...element('status', alert.status, '  '),
    ...element('msgType', alert.msg_type, '  '),
    ...element('scope', alert.scope, '  '),
    ...element('references', references, '  '),
    '  <info>',
    ...element('language', info.language, '    '),
    ...info.category.flatMap((category) => element('category', category, '    ')),
    ...element('event', info.event, '    '),
    ...element('urgency', info.urgency, '    '),
    ...element('severity', info.severity, '    '),
    ...element('certainty', info.certainty, '    '),
    ...element('onset', info.onset ? capDate(info.onset) : null, '    '),
    ...element('expires', info.expires ? capDate(info.expires) : null, '    '),
    ...element('senderName', CAP_SENDER_NAME, '    '),
    ...element('headline', info.headline, '    '),
    ...element('description', info.description, '    '),
    ...element('instruction', info.instruction, '    '),
    ...element('web', web, '    '),
    '    <area>',
    ...element('areaDesc', info.area.area_desc, '      '),
    ...element('polygon', info.area.polygon, '      '),
    '    </area>',
    '  </info>',
    '</alert>',
  ]
  return `${lines.join('\n')}\n`
}
