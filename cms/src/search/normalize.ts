/**
 * Text normalisation shared by indexing and querying, so both sides always agree on what a
 * word is: lower case, `ё` read as `е`, stress marks and punctuation gone.
 */

// Stress marks (combining acute and grave) that editors paste from dictionaries, soft hyphens and
// zero-width characters: invisible, but they would split or change a word.
const INVISIBLE = /[\u0300\u0301\u00ad\u200b-\u200d\u2060\ufeff]/g
// Everything but letters, digits and the hyphen separates words. Apostrophes are dropped inside
// words (Д’Артаньян → дартаньян) rather than splitting them.
const APOSTROPHES = /['’ʼ`]/g
const SEPARATORS = /[^\p{L}\p{N}-]+/gu
// A hyphen only joins word parts; leading, trailing and repeated ones are punctuation (dashes).
const LOOSE_HYPHENS = /(^|\s)-+|-+(?=\s|$)|-{2,}/g

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(INVISIBLE, '')
    .replace(APOSTROPHES, '')
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(SEPARATORS, ' ')
    .replace(LOOSE_HYPHENS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The words of a text as the index stores them. A hyphenated word gives its parts and the parts
 * run together (`Су-Псех` → су, псех, супсех), so both `псех` and `супсех` find it.
 */
export function indexWords(text: string): string[] {
  return normalisedWords(normalise(text))
}

/** `indexWords` for text `normalise` has already been through (the stored labels and text). */
export function normalisedWords(text: string): string[] {
  const words: string[] = []
  for (const chunk of text.split(' ')) {
    if (!chunk) continue
    if (!chunk.includes('-')) {
      words.push(chunk)
      continue
    }
    const parts = chunk.split('-').filter(Boolean)
    words.push(...parts, parts.join(''))
  }
  return words
}

/**
 * Prepositions, conjunctions and particles that carry no meaning in a search: «пляж на
 * Пионерском» must not require a literal «на». Kept short on purpose: only words that are never
 * what someone is looking for.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'а',
  'без',
  'в',
  'во',
  'да',
  'для',
  'до',
  'за',
  'и',
  'из',
  'или',
  'к',
  'ко',
  'на',
  'над',
  'не',
  'но',
  'о',
  'об',
  'около',
  'от',
  'по',
  'под',
  'при',
  'про',
  'с',
  'со',
  'у',
])

export type QueryWord = {
  /** The word as typed, normalised; Latin words keep their apostrophes for transliteration (`ul'yanovsk`). */
  text: string
  /** The last word of a query still being typed: it also matches as the start of a longer word. */
  prefix: boolean
}

/** Longer queries are cut here: more words add nothing a search box needs and only cost time. */
export const MAX_QUERY_WORDS = 10

const LATIN = /[a-z]/
const QUERY_SEPARATORS = /[^\p{L}\p{N}'-]+/gu

/**
 * The words of a query. Stop words are left out unless nothing else is left. The last word counts
 * as still being typed unless the query ends with a space or punctuation.
 */
export function queryWords(query: string, maxWords = MAX_QUERY_WORDS): QueryWord[] {
  const raw = query
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(INVISIBLE, '')
    .replace(APOSTROPHES, "'")
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(QUERY_SEPARATORS, ' ')
    .split(/[\s-]+/)
    // A Latin apostrophe is a soft sign in transliteration (ul'yanovsk); elsewhere it is noise.
    .map((word) => (LATIN.test(word) ? word.replace(/^'+|'+$/g, '') : word.replace(/'/g, '')))
    .filter((word) => word !== '')
  const meaningful = raw.filter((word) => !STOP_WORDS.has(word))
  const words = (meaningful.length > 0 ? meaningful : raw).slice(0, maxWords)
  const typing = /[\p{L}\p{N}']$/u.test(query)
  return words.map((text, i) => ({ text, prefix: typing && i === words.length - 1 }))
}
