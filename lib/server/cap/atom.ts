import type { RestAlert } from '@/graphql/datasources/restTypes'

import { CAP_SENDER_NAME, capDate, xmlEscape } from './capXml'

/**
 * The Atom 1.0 feed of the current official alerts (docs/architecture.md#10-open-standards-and-operations),
 * the index CAP aggregators poll: one entry per alert, newest first, each linking to its CAP
 * document at /cap/{identifier}.xml.
 */

export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom'
export const FEED_TITLE = 'Официальные оповещения курорта Анапа'

/** Where an alert's CAP document lives on the site. */
export const capDocumentUrl = (siteUrl: string, identifier: string) =>
  `${siteUrl}/cap/${encodeURIComponent(identifier)}.xml`

export const feedUrl = (siteUrl: string) => `${siteUrl}/cap/alerts.atom`

/** Atom wants a summary people can read: the description, else what happened and where. */
const summaryOf = (alert: RestAlert) => alert.info.description || `${alert.info.event}. ${alert.info.area.area_desc}`

export function atomFeed(alerts: readonly RestAlert[], { siteUrl, now }: { siteUrl: string; now: Date }): string {
  const self = feedUrl(siteUrl)
  // The feed changed when its newest alert was sent; an empty feed says "now".
  const newest = alerts.reduce<string | null>(
    (latest, alert) => (!latest || alert.sent > latest ? alert.sent : latest),
    null,
  )
  const entries = alerts.flatMap((alert) => {
    const href = capDocumentUrl(siteUrl, alert.identifier)
    return [
      '  <entry>',
      `    <id>${xmlEscape(href)}</id>`,
      `    <title>${xmlEscape(alert.info.headline)}</title>`,
      `    <updated>${capDate(alert.sent)}</updated>`,
      `    <published>${capDate(alert.sent)}</published>`,
      ...alert.info.category.map((category) => `    <category term="${xmlEscape(category)}"/>`),
      `    <summary>${xmlEscape(summaryOf(alert))}</summary>`,
      `    <link rel="alternate" type="application/cap+xml" href="${xmlEscape(href)}"/>`,
      '  </entry>',
    ]
  })
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="${ATOM_NAMESPACE}" xml:lang="ru-RU">`,
    `  <id>${xmlEscape(self)}</id>`,
    `  <title>${xmlEscape(FEED_TITLE)}</title>`,
    `  <updated>${capDate(newest ?? now.toISOString())}</updated>`,
    `  <author><name>${xmlEscape(CAP_SENDER_NAME)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlEscape(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlEscape(`${siteUrl}/`)}"/>`,
    ...entries,
    '</feed>',
  ]
  return `${lines.join('\n')}\n`
}
