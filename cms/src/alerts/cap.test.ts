import {
  capTokenProblem,
  EXPIRES_BEFORE_ONSET,
  EXPIRES_BEFORE_SENT,
  expiresProblem,
  IDENTIFIER_MESSAGE,
  newIdentifier,
  normalizePolygon,
  POLYGON_MESSAGE,
  polygonProblem,
  REFERENCES_REQUIRED,
  REFERENCES_SELF,
  referencesProblem,
} from './cap'

describe('CAP 1.2 rules of the alerts collection', () => {
  describe('identifier and sender', () => {
    it.each([['anapa-1795856400000-0a1b2c3d'], ['alerts@anapa.local'], ['urn:oid:2.49.0.1.643.0'], [''], [null]])(
      'accepts %j',
      (value) => expect(capTokenProblem(value, IDENTIFIER_MESSAGE)).toBeNull(),
    )

    it.each([
      ['two words'],
      ['a,b'],
      ['a<b'],
      ['a&b'],
      ['tab\there'],
      ['line\nbreak'],
      ['a\u0000b'],
      ['a\u202eb'],
      [42],
    ])('refuses %j', (value) => expect(capTokenProblem(value, IDENTIFIER_MESSAGE)).toBe(IDENTIFIER_MESSAGE))

    it('generates an identifier that meets the rule, from the time and a random part', () => {
      const id = newIdentifier(new Date('2026-11-28T09:00:00Z'), '0a1b2c3d')
      expect(id).toBe('anapa-1795856400000-0a1b2c3d')
      expect(capTokenProblem(id, IDENTIFIER_MESSAGE)).toBeNull()
    })
  })

  describe('references', () => {
    it.each([['Update'], ['Cancel']])('%s needs at least one earlier alert', (msgType) => {
      expect(referencesProblem(msgType, [])).toBe(REFERENCES_REQUIRED)
      expect(referencesProblem(msgType, null)).toBe(REFERENCES_REQUIRED)
      expect(referencesProblem(msgType, undefined)).toBe(REFERENCES_REQUIRED)
      expect(referencesProblem(msgType, [7])).toBeNull()
      expect(referencesProblem(msgType, [{ id: 7 }])).toBeNull()
    })

    it.each([['Alert'], ['Ack'], ['Error']])('%s may go without references', (msgType) => {
      expect(referencesProblem(msgType, [])).toBeNull()
    })

    it('refuses an alert that refers to itself', () => {
      expect(referencesProblem('Update', [3, 7], 7)).toBe(REFERENCES_SELF)
      expect(referencesProblem('Update', [{ id: 7 }], '7')).toBe(REFERENCES_SELF)
      expect(referencesProblem('Update', [3], 7)).toBeNull()
    })
  })

  describe('expires', () => {
    const sent = '2026-11-28T09:00:00.000Z'
    it('may be empty: the alert runs until it is cancelled', () => {
      expect(expiresProblem(null, null, sent)).toBeNull()
      expect(expiresProblem(undefined, '2026-11-28T10:00:00.000Z', sent)).toBeNull()
    })

    it('comes after the onset', () => {
      const onset = '2026-11-28T12:00:00.000Z'
      expect(expiresProblem('2026-11-28T18:00:00.000Z', onset, sent)).toBeNull()
      expect(expiresProblem(onset, onset, sent)).toBe(EXPIRES_BEFORE_ONSET)
      expect(expiresProblem('2026-11-28T11:00:00.000Z', onset, sent)).toBe(EXPIRES_BEFORE_ONSET)
    })

    it('comes after the moment the alert is sent', () => {
      expect(expiresProblem('2026-11-28T08:00:00.000Z', null, sent)).toBe(EXPIRES_BEFORE_SENT)
      expect(expiresProblem(sent, null, sent)).toBe(EXPIRES_BEFORE_SENT)
      expect(expiresProblem('2026-11-28T09:00:01.000Z', null, sent)).toBeNull()
    })
  })

  describe('polygon', () => {
    const square = '44.90,37.30 44.90,37.32 44.88,37.32 44.90,37.30'

    it.each([[''], [null], [undefined], [square], [`  ${square.replace(/ /g, '   ')}\n`], ['-1,-2 -1,3 2,3 -1.0,-2']])(
      'accepts %j',
      (value) => expect(polygonProblem(value)).toBeNull(),
    )

    it.each([
      ['not closed', '44.90,37.30 44.90,37.32 44.88,37.32 44.88,37.30'],
      ['three pairs', '44.90,37.30 44.90,37.32 44.90,37.30'],
      ['latitude out of range', '94.90,37.30 44.90,37.32 44.88,37.32 94.90,37.30'],
      ['longitude out of range', '44.90,187.30 44.90,37.32 44.88,37.32 44.90,187.30'],
      ['a pair with a space after the comma', '44.90, 37.30 44.90,37.32 44.88,37.32 44.90,37.30'],
      ['semicolons', '44.90;37.30 44.90;37.32 44.88;37.32 44.90;37.30'],
      ['not text', 42],
    ])('refuses %s', (_, value) => expect(polygonProblem(value)).toBe(POLYGON_MESSAGE))

    it('is stored with single spaces between the pairs', () => {
      expect(normalizePolygon(`  ${square.replace(/ /g, ' \n ')} `)).toBe(square)
    })
  })
})
