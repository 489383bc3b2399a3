import type { RestAlert } from '@/graphql/datasources/restTypes'
import { childrenNamed, childText, parseXml, type XmlElement } from '@/lib/test/xml'

import { CAP_NAMESPACE, CAP_SENDER_NAME, capDate, capXml, xmlEscape } from './capXml'

/** CAP 1.2's required elements and value lists (OASIS CAP 1.2, sections 3.2.1–3.2.4). */
const REQUIRED = {
  alert: ['identifier', 'sender', 'sent', 'status', 'msgType', 'scope'],
  info: ['category', 'event', 'urgency', 'severity', 'certainty'],
  area: ['areaDesc'],
}
const ENUMS: Record<string, readonly string[]> = {
  status: ['Actual', 'Exercise', 'System', 'Test', 'Draft'],
  msgType: ['Alert', 'Update', 'Cancel', 'Ack', 'Error'],
  scope: ['Public', 'Restricted', 'Private'],
  category: [
    'Geo',
    'Met',
    'Safety',
    'Security',
    'Rescue',
    'Fire',
    'Health',
    'Env',
    'Transport',
    'Infra',
    'CBRNE',
    'Other',
  ],
  urgency: ['Immediate', 'Expected', 'Future', 'Past', 'Unknown'],
  severity: ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'],
  certainty: ['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'],
}
/** CAP's order of the elements it knows within alert, info and area. */
const ORDER = {
  alert: [
    'identifier',
    'sender',
    'sent',
    'status',
    'msgType',
    'source',
    'scope',
    'restriction',
    'addresses',
    'code',
    'note',
    'references',
    'incidents',
    'info',
  ],
  info: [
    'language',
    'category',
    'event',
    'responseType',
    'urgency',
    'severity',
    'certainty',
    'audience',
    'eventCode',
    'effective',
    'onset',
    'expires',
    'senderName',
    'headline',
    'description',
    'instruction',
    'web',
    'contact',
    'parameter',
    'resource',
    'area',
  ],
  area: ['areaDesc', 'polygon', 'circle', 'geocode', 'altitude', 'ceiling'],
}
/** CAP's dateTime: no fraction of a second, an explicit offset. */
const CAP_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/

const storm: RestAlert = {
  identifier: 'anapa-1795856400000-0a1b2c3d',
  sender: 'alerts@anapa.local',
  sent: '2026-11-28T09:00:00.000Z',
  status: 'Actual',
  msg_type: 'Alert',
  scope: 'Public',
  references: [],
  info: {
    language: 'ru-RU',
    category: ['Met', 'Safety'],
    event: 'Шторм',
    urgency: 'Immediate',
    severity: 'Severe',
    certainty: 'Observed',
    onset: '2026-11-28T09:00:00.000Z',
    expires: '2026-11-28T21:30:15.250Z',
    headline: 'Шторм, купание запрещено',
    description: 'Волнение моря до 4 баллов.',
    instruction: 'Не заходите в воду.',
    area: {
      area_desc: 'Пляжи Джемете и Витязево',
      polygon: '44.90,37.30 44.90,37.32 44.88,37.32 44.90,37.30',
      beach_ids: [3],
      beach_group_ids: [],
    },
  },
}

const WEB = 'https://anapa.example/'
const documentOf = (alert: RestAlert) => parseXml(capXml(alert, { web: WEB }))
const only = (parent: XmlElement, local: string) => {
  const found = childrenNamed(parent, local)
  expect(found).toHaveLength(1)
  return found[0]!
}

/** Every rule of CAP this document must meet, checked element by element. */
function expectValidCap(root: XmlElement) {
  expect(root.local).toBe('alert')
  expect(root.uri).toBe(CAP_NAMESPACE)
  const all = (element: XmlElement): XmlElement[] => [element, ...element.children.flatMap(all)]
  for (const element of all(root)) expect(element.uri).toBe(CAP_NAMESPACE)

  const checkLevel = (element: XmlElement, level: keyof typeof ORDER) => {
    for (const name of REQUIRED[level as keyof typeof REQUIRED] ?? []) {
      expect([level, name, childrenNamed(element, name).length > 0]).toEqual([level, name, true])
    }
    const names = element.children.map((child) => child.local)
    for (const name of names) expect(ORDER[level]).toContain(name)
    const positions = names.map((name) => ORDER[level].indexOf(name))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    for (const child of element.children) {
      if (ENUMS[child.local]) expect(ENUMS[child.local]).toContain(child.text)
      if (['sent', 'onset', 'expires', 'effective'].includes(child.local)) expect(child.text).toMatch(CAP_DATE)
    }
  }
  checkLevel(root, 'alert')
  const info = only(root, 'info')
  checkLevel(info, 'info')
  checkLevel(only(info, 'area'), 'area')
}

describe('an alert as a CAP 1.2 document', () => {
  it('is well-formed, in the CAP namespace, with every required element, in order, and only CAP values', () => {
    expectValidCap(documentOf(storm))
  })

  it('carries the alert and its info as they are', () => {
    const root = documentOf(storm)
    expect(childText(root, 'identifier')).toBe(storm.identifier)
    expect(childText(root, 'sender')).toBe('alerts@anapa.local')
    expect(childText(root, 'references')).toBeUndefined()
    const info = only(root, 'info')
    expect(childText(info, 'language')).toBe('ru-RU')
    expect(childrenNamed(info, 'category').map((c) => c.text)).toEqual(['Met', 'Safety'])
    expect(childText(info, 'senderName')).toBe(CAP_SENDER_NAME)
    expect(childText(info, 'headline')).toBe('Шторм, купание запрещено')
    expect(childText(info, 'instruction')).toBe('Не заходите в воду.')
    expect(childText(info, 'web')).toBe(WEB)
    const area = only(info, 'area')
    expect(childText(area, 'areaDesc')).toBe('Пляжи Джемете и Витязево')
    expect(childText(area, 'polygon')).toBe('44.90,37.30 44.90,37.32 44.88,37.32 44.90,37.30')
  })

  it('writes dates in Anapa time with seconds and an explicit offset', () => {
    const root = documentOf(storm)
    expect(childText(root, 'sent')).toBe('2026-11-28T12:00:00+03:00')
    const info = only(root, 'info')
    expect(childText(info, 'onset')).toBe('2026-11-28T12:00:00+03:00')
    expect(childText(info, 'expires')).toBe('2026-11-29T00:30:15+03:00')
    expect(capDate('2026-12-31T22:59:59.999Z')).toBe('2027-01-01T01:59:59+03:00')
  })

  it('leaves out the optional elements the alert does not have', () => {
    const bare: RestAlert = {
      ...storm,
      info: {
        ...storm.info,
        onset: null,
        expires: null,
        description: null,
        instruction: null,
        area: { ...storm.info.area, polygon: null },
      },
    }
    const root = documentOf(bare)
    expectValidCap(root)
    const info = only(root, 'info')
    for (const name of ['onset', 'expires', 'description', 'instruction']) expect(childrenNamed(info, name)).toEqual([])
    expect(childrenNamed(only(info, 'area'), 'polygon')).toEqual([])
  })

  it.each([['Update'], ['Cancel']] as const)(
    '%s names what it refers to as sender,identifier,sent triples',
    (msgType) => {
      const alert: RestAlert = {
        ...storm,
        identifier: 'anapa-1795860000000-ffffffff',
        msg_type: msgType,
        references: [
          {
            identifier: 'anapa-1795856400000-0a1b2c3d',
            sender: 'alerts@anapa.local',
            sent: '2026-11-28T09:00:00.000Z',
          },
          { identifier: 'anapa-1795858200000-12345678', sender: 'mchs@anapa.local', sent: '2026-11-28T09:30:00.000Z' },
        ],
      }
      const root = documentOf(alert)
      expectValidCap(root)
      expect(childText(root, 'msgType')).toBe(msgType)
      const references = childText(root, 'references')!
      expect(references).toBe(
        'alerts@anapa.local,anapa-1795856400000-0a1b2c3d,2026-11-28T12:00:00+03:00 ' +
          'mchs@anapa.local,anapa-1795858200000-12345678,2026-11-28T12:30:00+03:00',
      )
      for (const triple of references.split(' ')) {
        const [sender, identifier, sent] = triple.split(',')
        expect(sender).toBeTruthy()
        expect(identifier).toBeTruthy()
        expect(sent).toMatch(CAP_DATE)
      }
    },
  )

  it('escapes < & " and apostrophes in every text, which then reads back as typed', () => {
    const tricky = 'Шторм <сильный> & «опасный» "ветер" \'порывы\''
    const alert: RestAlert = {
      ...storm,
      info: {
        ...storm.info,
        event: tricky,
        headline: tricky,
        description: `${tricky}\nвторая строка`,
        instruction: '</instruction><injected/>',
        area: { ...storm.info.area, area_desc: 'A & B <пляжи>' },
      },
    }
    const xml = capXml(alert, { web: 'https://anapa.example/?a=1&b=2' })
    expect(xml).not.toContain('<injected')
    expect(xml).toContain('&lt;сильный&gt; &amp; «опасный» &quot;ветер&quot; &apos;порывы&apos;')
    const root = parseXml(xml)
    expectValidCap(root)
    const info = only(root, 'info')
    expect(childText(info, 'event')).toBe(tricky)
    expect(childText(info, 'headline')).toBe(tricky)
    expect(childText(info, 'description')).toBe(`${tricky}\nвторая строка`)
    expect(childText(info, 'instruction')).toBe('</instruction><injected/>')
    expect(childText(info, 'web')).toBe('https://anapa.example/?a=1&b=2')
    expect(childText(only(info, 'area'), 'areaDesc')).toBe('A & B <пляжи>')
  })

  it('drops characters XML 1.0 cannot carry at all', () => {
    expect(xmlEscape('a\u0000b\u0007c\td\ne')).toBe('abc\td\ne')
  })
})
