/**
 * Latin → Cyrillic for queries typed in Latin letters (dzhemete → джемете, vityazevo → витязево,
 * bolshoy utrish → большой утриш). Follows the romanisations people use for Russian place names:
 * BGN-style (dzhemete, vityazevo), the passport's (vitiazevo, bolshoi: я ia, ю iu, й i) and the
 * English and French spellings of ж after д (djemete, jemete); where a spelling is ambiguous every
 * reading is returned (`ts` is ц or тс, a leading `e` is э or е), and the index keeps whichever exists.
 */

type Reading = readonly string[]

// Longest first, so `shch` wins over `sh` and `ch`.
const DIGRAPHS: readonly (readonly [string, Reading])[] = [
  ['shch', ['щ']],
  ['sch', ['щ']],
  ['zh', ['ж']],
  ['kh', ['х']],
  ['dj', ['дж']],
  ['ts', ['ц', 'тс']],
  ['tz', ['ц']],
  ['ch', ['ч']],
  ['sh', ['ш']],
  ['yu', ['ю']],
  ['ya', ['я']],
  ['yo', ['е']],
  ['ye', ['е']],
  ['ju', ['ю']],
  ['ja', ['я']],
  ['jo', ['е']],
  ['je', ['е']],
  // The passport's я and ю; after a consonant they are rarely и + а/у (vitiazevo, sovetskaia).
  ['ia', ['я', 'иа']],
  ['iu', ['ю', 'иу']],
]

const LETTERS: Readonly<Record<string, Reading>> = {
  a: ['а'],
  b: ['б'],
  d: ['д'],
  e: ['е'],
  f: ['ф'],
  g: ['г'],
  h: ['х'],
  i: ['и'],
  j: ['й'],
  k: ['к'],
  l: ['л'],
  m: ['м'],
  n: ['н'],
  o: ['о'],
  p: ['п'],
  q: ['к'],
  r: ['р'],
  s: ['с'],
  t: ['т'],
  u: ['у'],
  v: ['в'],
  w: ['в'],
  x: ['кс'],
  z: ['з'],
  "'": ['ь'],
}

const CYRILLIC_VOWELS = /[аеиоуыэюя]$/
/** A word's readings are capped: a query word never needs more, and the cap bounds the work. */
const MAX_READINGS = 4

/** The Cyrillic readings of a word with Latin letters; an empty list for a word without any. */
export function latinToCyrillic(word: string): string[] {
  if (!/[a-z]/.test(word)) return []
  let readings: string[] = ['']
  let i = 0
  while (i < word.length) {
    const rest = word.slice(i)
    let options: Reading | undefined
    let taken = 1
    const digraph = DIGRAPHS.find(([latin]) => rest.startsWith(latin))
    if (i === 0 && rest[0] === 'j') {
      // A leading j is also the English дж (jemete → джемете), besides й or, as ja/je/jo/ju, я/е/е/ю.
      // The дж reading covers the same letters: with a digraph's vowel, or the j alone.
      options = digraph ? [...digraph[1], `дж${LETTERS[rest[1]!]![0]}`] : [...LETTERS.j!, 'дж']
      taken = digraph ? digraph[0].length : 1
    } else if (digraph) {
      options = digraph[1]
      taken = digraph[0].length
    } else {
      const c = word[i]!
      if (c === 'y') {
        // After a vowel `y` is й (bolshoy, nikolayevskiy), elsewhere ы (krymsk, tsentralnyy).
        options = undefined
      } else if (c === 'c') {
        // English-style spelling: ц before e, i, y (centr), к elsewhere (cafe).
        options = /^[eiy]/.test(word.slice(i + 1)) ? ['ц'] : ['к']
      } else if (c === 'l' && /^[bcdfghjklmnpqrstvwxz]/.test(word.slice(i + 1))) {
        // Passport spelling drops the soft sign, which is most often ль before a consonant
        // (bolshoy → большой, tsentralnyy → центральный).
        options = ['ль', 'л']
      } else if (c === 'i' && i > 0 && /[aeiouy]/.test(word[i - 1]!)) {
        // The passport writes й as i: after a vowel it is й more often than и (bolshoi, chaika).
        options = ['й', 'и']
      } else if (c === 'e' && i === 0) {
        // Word-initial e is э in most romanised words (ekskursiya), е in names (elena).
        options = ['э', 'е']
      } else {
        options = LETTERS[c] ?? [c]
      }
    }
    readings = readings.flatMap((reading) => {
      const choices = options ?? [CYRILLIC_VOWELS.test(reading) ? 'й' : 'ы']
      return choices.map((choice) => reading + choice)
    })
    readings = readings.slice(0, MAX_READINGS)
    i += taken
  }
  // Runs of apostrophes collapse to one soft sign.
  return [...new Set(readings.map((r) => r.replace(/ь+/g, 'ь')))]
}
