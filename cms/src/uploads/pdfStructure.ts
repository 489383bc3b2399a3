/**
 * Whether a file that starts with `%PDF-` is built like a PDF a viewer opens: a version header, an
 * end-of-file marker, and a cross-reference section where the file says it is, with a trailer
 * naming the document's catalogue (/Root). A viewer reads a PDF from its end in exactly this
 * order, so a file without these parts does not open: `%PDF-1.7` alone, a download cut short
 * (no `%%EOF`), or anything else sent behind the five magic bytes.
 *
 * A structural check, not a full parse: no PDF library is a dependency of the CMS, and the
 * scan is only stored and shown to an editor, never rendered by us.
 */

/** The end-of-file marker must be within the last 1024 bytes, as viewers require. */
const TAIL_BYTES = 1024
/** How much of an XRef stream's object header is read to find its dictionary. */
const XREF_STREAM_HEAD_BYTES = 4096

const HEADER = /^%PDF-[12]\.\d/
const STARTXREF = /startxref\s+(\d{1,10})\s+%%EOF/g
/** A classic cross-reference table: `xref`, a subsection `first count`, its first 20-byte entry. */
const XREF_TABLE = /^\s*xref\s+\d+\s+\d+\s+\d{10} \d{5} [fn]/
/** A cross-reference stream (PDF 1.5+) is an indirect object: `12 0 obj`. */
const OBJECT_HEADER = /^\s*\d+\s+\d+\s+obj\b/
const ROOT_REFERENCE = /\/Root\s+\d+\s+\d+\s+R/
const XREF_STREAM_TYPE = /\/Type\s*\/XRef\b/

export function isStructurallyPdf(bytes: Buffer): boolean {
  if (!HEADER.test(bytes.subarray(0, 16).toString('latin1'))) return false

  const tailStart = Math.max(0, bytes.length - TAIL_BYTES)
  const tail = bytes.subarray(tailStart).toString('latin1')
  // An incrementally updated PDF has several; the last one is the one a viewer follows.
  const last = [...tail.matchAll(STARTXREF)].pop()
  if (!last) return false
  const startxrefAt = tailStart + last.index
  const offset = Number(last[1])
  // The section must lie between the header and the `startxref` that points at it.
  if (offset < 8 || offset >= startxrefAt) return false

  const section = bytes.subarray(offset, Math.min(startxrefAt, offset + XREF_STREAM_HEAD_BYTES)).toString('latin1')
  if (XREF_TABLE.test(section)) {
    const trailerAt = bytes.indexOf('trailer', offset, 'latin1')
    if (trailerAt < 0 || trailerAt >= startxrefAt) return false
    return ROOT_REFERENCE.test(bytes.subarray(trailerAt, startxrefAt).toString('latin1'))
  }
  if (OBJECT_HEADER.test(section)) {
    const dictionaryEnd = section.indexOf('stream')
    if (dictionaryEnd < 0) return false
    const dictionary = section.slice(0, dictionaryEnd)
    const streamEnd = bytes.indexOf('endstream', offset, 'latin1')
    return (
      XREF_STREAM_TYPE.test(dictionary) &&
      ROOT_REFERENCE.test(dictionary) &&
      streamEnd > offset &&
      streamEnd < startxrefAt
    )
  }
  return false
}
