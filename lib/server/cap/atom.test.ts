import { childrenNamed, childText, parseXml } from '@/lib/test/xml'

import { ATOM_NAMESPACE, atomFeed, capDocumentUrl, FEED_TITLE } from './atom'
import { testAlert } from './testAlert'

const SITE = 'https://anapa.example'
const NOW = new Date('2026-11-28T10:00:00.000Z')

describe('the Atom feed of the current alerts', () => {
  const alerts = [
    testAlert('anapa-2-bbbbbbbb', '2026-11-28T09:30:00.000Z', 'Шторм & <ливень>'),
    testAlert('anapa-1-aaaaaaaa', '2026-11-28T09:00:00.000Z', 'Жара'),
  ]

  it('is a well-formed Atom 1.0 feed with its id, title, updated, author and self link', () => {
    const feed = parseXml(atomFeed(alerts, { siteUrl: SITE, now: NOW }))
    expect(feed.local).toBe('feed')
    expect(feed.uri).toBe(ATOM_NAMESPACE)
    expect(childText(feed, 'id')).toBe(`${SITE}/cap/alerts.atom`)
    expect(childText(feed, 'title')).toBe(FEED_TITLE)
    expect(childText(feed, 'updated')).toBe('2026-11-28T12:30:00+03:00')
    expect(childText(childrenNamed(feed, 'author')[0]!, 'name')).toBeTruthy()
    const self = childrenNamed(feed, 'link').find((link) => link.attributes.rel === 'self')
    expect(self?.attributes).toMatchObject({ href: `${SITE}/cap/alerts.atom`, type: 'application/atom+xml' })
  })

  it('has one entry per alert, in the given order, each linking to its CAP document', () => {
    const feed = parseXml(atomFeed(alerts, { siteUrl: SITE, now: NOW }))
    const entries = childrenNamed(feed, 'entry')
    expect(entries.map((entry) => childText(entry, 'title'))).toEqual(['Шторм & <ливень>', 'Жара'])
    const [first] = entries
    expect(childText(first!, 'id')).toBe(`${SITE}/cap/anapa-2-bbbbbbbb.xml`)
    expect(childText(first!, 'updated')).toBe('2026-11-28T12:30:00+03:00')
    expect(childText(first!, 'summary')).toBe('Шторм. Джемете')
    expect(childrenNamed(first!, 'link')[0]!.attributes).toEqual({
      rel: 'alternate',
      type: 'application/cap+xml',
      href: `${SITE}/cap/anapa-2-bbbbbbbb.xml`,
    })
  })

  it('is valid with no alerts, updated now', () => {
    const feed = parseXml(atomFeed([], { siteUrl: SITE, now: NOW }))
    expect(childrenNamed(feed, 'entry')).toEqual([])
    expect(childText(feed, 'updated')).toBe('2026-11-28T13:00:00+03:00')
  })

  it('encodes an identifier for the URL of its document', () => {
    expect(capDocumentUrl(SITE, 'urn:oid:2.49.0@x')).toBe(`${SITE}/cap/urn%3Aoid%3A2.49.0%40x.xml`)
  })
})
