import ICAL from 'ical.js'

/** 40 Cyrillic letters: 80 octets in UTF-8, so `SUMMARY:` with it is longer than an .ics line may be. */
export const TITLE_40_LETTERS = 'ЗаповедникУтришПешаяПрогулкаКМорюИЛесуАА'

/**
 * The one event of an .ics file, read the way a strict calendar reads RFC 5545: CRLF line ends and
 * no bare LF, every line at most 75 octets (longer ones folded), VERSION 2.0 and a PRODID, exactly
 * one VEVENT with UID, DTSTAMP and DTSTART, and then ical.js, which throws on anything the grammar
 * does not allow. Throws naming the first rule broken; the booking's unit test and its e2e test
 * both read files through it.
 */
export function strictIcsEvent(ics: string): { vevent: ICAL.Component; event: ICAL.Event } {
  if (!ics.endsWith('\r\n')) throw new Error('the file does not end with CRLF')
  if (/[^\r]\n/.test(ics)) throw new Error('the file has a bare LF')
  for (const line of ics.slice(0, -2).split('\r\n')) {
    const octets = Buffer.byteLength(line, 'utf8')
    if (octets > 75) throw new Error(`a line of ${octets} octets, more than 75: «${line}»`)
  }
  const calendar = new ICAL.Component(ICAL.parse(ics))
  if (calendar.getFirstPropertyValue('version') !== '2.0') throw new Error('VERSION is not 2.0')
  if (!calendar.getFirstPropertyValue('prodid')) throw new Error('no PRODID')
  const vevents = calendar.getAllSubcomponents('vevent')
  if (vevents.length !== 1) throw new Error(`${vevents.length} VEVENTs, not one`)
  const vevent = vevents[0]!
  for (const required of ['uid', 'dtstamp', 'dtstart'])
    if (!vevent.hasProperty(required)) throw new Error(`the VEVENT has no ${required.toUpperCase()}`)
  return { vevent, event: new ICAL.Event(vevent) }
}
