import { scanFixture } from '@anapa/shared/testing/malformedScans'
import { isStructurallyPdf } from './pdfStructure'

/** A PDF whose objects are the given dictionaries, with a classic xref table and trailer. */
function classicPdf(objects: string[], { eol = '\n', trailer = '/Root 1 0 R' } = {}): string {
  let out = `%PDF-1.4${eol}`
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj${eol}${body}${eol}endobj${eol}`
  })
  const xref = out.length
  out += `xref${eol}0 ${objects.length + 1}${eol}0000000000 65535 f${eol === '\n' ? ' \n' : '\r\n'}`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n${eol === '\n' ? ' \n' : '\r\n'}`).join('')
  out += `trailer${eol}<< /Size ${objects.length + 1} ${trailer} >>${eol}startxref${eol}${xref}${eol}%%EOF${eol}`
  return out
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>'
const PAGES = '<< /Type /Pages /Kids [] /Count 0 >>'

/** PDF 1.5's compact form: the cross-reference section is a stream object, no `trailer` keyword. */
function xrefStreamPdf(): string {
  let out = '%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets = [out.length]
  out += `1 0 obj\n${CATALOG}\nendobj\n`
  offsets.push(out.length)
  out += `2 0 obj\n${PAGES}\nendobj\n`
  const xref = out.length
  const rows = [[0, 0, 255], ...offsets.map((o) => [1, o, 0]), [1, xref, 0]]
  const data = Buffer.from(rows.flatMap(([t, o, g]) => [t!, (o! >> 8) & 0xff, o! & 0xff, g!])).toString('latin1')
  out += `3 0 obj\n<< /Type /XRef /Size 4 /W [1 2 1] /Root 1 0 R /Length ${data.length} >>\nstream\n${data}\nendstream\nendobj\n`
  out += `startxref\n${xref}\n%%EOF\n`
  return out
}

const pdf = (text: string) => Buffer.from(text, 'latin1')

describe('isStructurallyPdf', () => {
  it.each([
    ['the committed fixture (scripts/make-scan-fixtures.mjs)', scanFixture('sts-first.pdf')],
    ['a classic xref table and trailer', pdf(classicPdf([CATALOG, PAGES]))],
    ['CRLF line ends', pdf(classicPdf([CATALOG, PAGES], { eol: '\r\n' }))],
    ['a cross-reference stream (PDF 1.5)', pdf(xrefStreamPdf())],
    ['an incremental update: a second section after the first %%EOF', pdf(incrementallyUpdated())],
    ['a few bytes after %%EOF', pdf(`${classicPdf([CATALOG, PAGES])}\n\n \u0000`)],
    ['PDF 2.0', pdf(classicPdf([CATALOG, PAGES]).replace('%PDF-1.4', '%PDF-2.0'))],
  ])('accepts %s', (_case, bytes) => {
    expect(isStructurallyPdf(bytes)).toBe(true)
  })

  const valid = classicPdf([CATALOG, PAGES])
  it.each([
    ['the header alone', '%PDF-1.7'],
    ['no version in the header', valid.replace('%PDF-1.4', '%PDF-x.y')],
    ['no %%EOF (cut short)', valid.slice(0, valid.lastIndexOf('%%EOF'))],
    ['no startxref', valid.replace('startxref', 'startxrex')],
    ['HTML between the header and %%EOF', '%PDF-1.4\n<html><body>not a pdf</body></html>\n%%EOF\n'],
    ['startxref pointing past itself', valid.replace(/startxref\n\d+/, 'startxref\n999999')],
    ['startxref pointing at an object that is no xref stream', valid.replace(/startxref\n\d+/, 'startxref\n9')],
    ['startxref pointing into the middle of the body', valid.replace(/startxref\n\d+/, 'startxref\n20')],
    ['a trailer without /Root', valid.replace('/Root 1 0 R', '/Info 1 0 R')],
    ['an xref table with no trailer', valid.replace('trailer', 'trailor')],
    ['%%EOF further than 1024 bytes from the end', `${valid}${' '.repeat(2000)}`],
    ['an xref stream without /Root', xrefStreamPdf().replace('/Root 1 0 R', '/Info 1 0 R')],
    ['an object that is not an xref stream', xrefStreamPdf().replace('/Type /XRef', '/Type /Page')],
    ['an xref stream cut before endstream', xrefStreamPdf().replace('endstream', 'endstrea_')],
  ])('refuses %s', (_case, text) => {
    expect(isStructurallyPdf(pdf(text))).toBe(false)
  })
})

/** The fixture-like PDF with an appended update whose own xref section the last startxref names. */
function incrementallyUpdated(): string {
  const base = classicPdf([CATALOG, PAGES])
  const objectAt = base.length
  let out = `${base}2 0 obj\n<< /Type /Pages /Kids [] /Count 0 /Rotate 90 >>\nendobj\n`
  const xref = out.length
  const previous = /startxref\n(\d+)/.exec(base)![1]
  out += `xref\n2 1\n${String(objectAt).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size 3 /Root 1 0 R /Prev ${previous} >>\nstartxref\n${xref}\n%%EOF\n`
  return out
}
