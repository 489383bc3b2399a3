import SearchableMap from 'minisearch/SearchableMap'

import { type Coordinate, isOneEditApart, metresBetween } from './distance'
import { indexWords, normalise, normalisedWords, type QueryWord, queryWords, STOP_WORDS } from './normalize'
import { stem } from './stemmer'
import { latinToCyrillic } from './translit'
import type { SearchDocument, SearchEntity } from './types'

/**
 * The search engine, in memory over the published documents: MiniSearch's radix tree
 * (`minisearch/SearchableMap`: exact, prefix and fuzzy lookups) holds the vocabulary, each term
 * with the documents and fields it occurs in, and a Russian stemmer reduces word forms. Pure
 * JavaScript, so it behaves the same over SQLite and PostgreSQL. MiniSearch's own `search()` is
 * not used: it scores every match by BM25 and builds a match object per document and term, which
 * ranking never read and which cost three quarters of a search that lists thousands of documents
 * (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests: p95 ≤ 30 ms at 10 000 items); scores
 * here are kept in arrays per document.
 *
 * Every indexed word is stored twice: as written (normalised) and as its stem behind `STEM`, so a
 * query word can tell an exact hit from another form of the word. Matching, for every query word
 * (all of them must match: AND):
 *  - exact: the same normalised word (case, `ё`/`е` and punctuation do not matter);
 *  - stem: the same Russian stem (пляж / пляжи / пляжей);
 *  - prefix: the last word while it is being typed (джем → джемете);
 *  - typo: one edit (a letter replaced, added, dropped, or two swapped) for words of 4+ letters;
 *    in a word of four letters the first letter must be right (пляш → пляж, музй → музей), because
 *    three letters of evidence and a free first one would reach too many other words; shorter
 *    words are never corrected;
 *  - a word in Latin letters also matches as its Cyrillic transliteration (dzhemete → джемете).
 *
 * Ranking uses which terms matched in which fields, not a BM25
 * score: BM25 weighs term rarity and field length, so almost no two documents score the same and
 * `coordinate` (nearer first among equals) would never act, and a rare typo could outrank a
 * common exact word. A word scores by its best match: exact > stem > prefix in the title, then in
 * the labels (kind, category, tags), then in the other text; a typo counts only after all of
 * those (камера must find the cameras before a «катере»). A title match of a word that also names
 * the document's kind in its labels scores a little more: «пляж» puts the beaches called «пляж»
 * before the routes and articles with «пляж» in their titles; the same holds for a typo in both
 * (пляш), which still stays below every match without one. A document's score is the sum over
 * the words.
 *
 * Equal scores are ordered first by whether the query names the document: every word of its title
 * is matched, apart from stop words and the words of its own kind (its labels). «dzhemete» names
 * «Пляж Джемете» («пляж» is what it is), while «Вдоль моря от центра до Джемете» only mentions
 * Джемете; a search box is most often given the name of the thing wanted. It is a tie-break, not
 * a score, so it never lifts a weaker match and it keeps the title-length blindness above. Then
 * by distance from `near` when given (documents without a point last), then by title.
 */

const STEM = '~'
const FIELDS = ['title', 'labels', 'text'] as const
type Field = (typeof FIELDS)[number]

/** Per match kind, multiplied by the field's weight. */
const EXACT = 10
const STEMMED = 8
const PREFIX = 6
const TYPO = 1
const WEIGHT: Record<Field, number> = { title: 10, labels: 6, text: 3 }
/** Less than any step between match kinds in the title, so it only orders equals by kind. */
const KIND_BONUS = 5

/** Typo tolerance starts at this many letters: shorter words have too many one-edit neighbours. */
export const TYPO_MIN_LENGTH = 4
/** From this many letters a typo may also be in the first letter (фитязево, итязево). */
export const TYPO_ANY_LETTER_LENGTH = 5
/** A stem is corrected only from this length: a typo in a four-letter stem is a typo in a four-letter word. */
const STEM_TYPO_MIN_LENGTH = 5

export type SearchOptions = {
  query: string
  entity?: SearchEntity | null
  near?: Coordinate | null
  offset?: number
  limit?: number
}

export type SearchHit = { document: SearchDocument; score: number; metres: number | null }

export type SearchPage = { total: number; hits: SearchHit[] }

/**
 * One way of reading a query word: the Cyrillic letters to look up, and its stem. `firstLetter`
 * is set when a typo must leave the first letter as typed (a short word).
 */
type Reading = {
  word: string
  stem: string
  prefix: boolean
  typos: boolean
  stemTypos: boolean
  firstLetter: string | null
}

/** The same word with two different neighbouring letters swapped: the one typo Levenshtein counts as two. */
function swaps(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
  }
  return out
}

function readingsOf(word: QueryWord): Reading[] {
  const plain = word.text.replace(/'/g, '')
  return [...new Set([plain, ...latinToCyrillic(word.text)])].filter(Boolean).map((reading) => {
    const readingStem = stem(reading)
    const typos = reading.length >= TYPO_MIN_LENGTH && /\p{L}/u.test(reading)
    // The stem must be long enough on its own (пляжи must not find плаж).
    return {
      word: reading,
      stem: readingStem,
      prefix: word.prefix,
      typos,
      stemTypos: typos && readingStem.length >= STEM_TYPO_MIN_LENGTH,
      firstLetter: reading.length < TYPO_ANY_LETTER_LENGTH ? reading[0]! : null,
    }
  })
}

/**
 * The vocabulary a word's readings reach, in the order MiniSearch's own query would visit it
 * (per reading: the word, then its prefix extensions, then its one-edit neighbours, then the
 * stem and its neighbours, then swapped letters), each term once, at its first visit. The order
 * matters only for equal scores in different fields (wordScore keeps the first); it is shared
 * across the query's words, as MiniSearch's match lists were.
 */
function visitTerms(vocabulary: SearchableMap<Posting>, readings: Reading[], visit: (term: string) => void): void {
  const exact = (term: string) => {
    if (vocabulary.has(term)) visit(term)
  }
  for (const r of readings) {
    exact(r.word)
    if (r.prefix) for (const term of vocabulary.atPrefix(r.word).keys()) visit(term)
    if (r.typos) for (const term of vocabulary.fuzzyGet(r.word, 1).keys()) visit(term)
    exact(STEM + r.stem)
    if (r.stemTypos) for (const term of vocabulary.fuzzyGet(STEM + r.stem, 1).keys()) visit(term)
    if (r.typos) swaps(r.word).forEach(exact)
    if (r.stemTypos) swaps(r.stem).forEach((s) => exact(STEM + s))
  }
}

/** How well an index term matches a reading: a match kind, or 0 for a term another word brought. */
function kindOf(term: string, r: Reading): number {
  if (term.startsWith(STEM)) {
    const termStem = term.slice(STEM.length)
    if (termStem === r.stem) return STEMMED
    return r.stemTypos && isOneEditApart(r.stem, termStem) ? TYPO : 0
  }
  if (term === r.word) return EXACT
  if (r.prefix && term.startsWith(r.word)) return PREFIX
  if (r.firstLetter !== null && term[0] !== r.firstLetter) return 0
  return r.typos && isOneEditApart(r.word, term) ? TYPO : 0
}

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true })

/** Which fields of a document hold a term, one bit each (FIELD_BITS). */
const FIELD_BITS: readonly (readonly [Field, number])[] = FIELDS.map((field, i) => [field, 1 << i] as const)
const TITLE_BIT = 1
const LABELS_BIT = 2

/**
 * The documents holding a term, ascending, and the fields it is in, per document. `id` numbers
 * the term; `stem` is the id of a word's stem term (-1 for a stem term).
 */
type Posting = { docs: Int32Array; fields: Uint8Array; id: number; stem: number }

/**
 * The words of a document's name: its title without stop words and the words of its kind (its
 * labels' stems, `kind`). A hyphenated word (Су-Псех) is followed by its parts, each marked `part`:
 * the query covers it run together or part by part.
 */
function nameWordsOf(title: string, kind: ReadonlySet<string>, stemOf: (word: string) => string) {
  const names: { word: string; part: boolean }[] = []
  for (const chunk of normalise(title).split(' ')) {
    const parts = chunk.split('-').filter(Boolean)
    const whole = parts.join('')
    if (!whole || STOP_WORDS.has(whole) || kind.has(stemOf(whole))) continue
    names.push({ word: whole, part: false })
    if (parts.length > 1) names.push(...parts.map((word) => ({ word, part: true })))
  }
  return names
}

export class SearchIndex {
  readonly size: number
  private readonly docs: readonly SearchDocument[]
  /** Each document's place in title order: ties are broken by an integer, never by the collator. */
  private readonly titleRank: Int32Array
  private readonly vocabulary: SearchableMap<Posting>
  private readonly termCount: number
  /**
   * Every document's name words (nameWordsOf), flat, since a search may check thousands: document
   * d's are entries nameFrom[d] to nameFrom[d + 1] - 1; entry k is covered by the term ids
   * nameTerms[2k] (the word) or nameTerms[2k + 1] (its stem); namePart[k] marks a hyphenated part.
   */
  private readonly nameFrom: Int32Array
  private readonly nameTerms: Int32Array
  private readonly namePart: Uint8Array

  constructor(documents: readonly SearchDocument[]) {
    this.docs = documents
    this.size = documents.length
    // Words repeat far more than they vary (10 000 documents: ~300 000 words, ~20 000 distinct),
    // so each distinct word is stemmed once.
    const stems = new Map<string, string>()
    const stemOf = (word: string) => {
      let wordStem = stems.get(word)
      if (wordStem === undefined) stems.set(word, (wordStem = stem(word)))
      return wordStem
    }
    const growing = new Map<string, { docs: number[]; fields: number[] }>()
    const add = (term: string, doc: number, bit: number) => {
      let posting = growing.get(term)
      if (!posting) growing.set(term, (posting = { docs: [], fields: [] }))
      const last = posting.docs.length - 1
      // Documents arrive in order, so a document's earlier fields are the last entry.
      if (last >= 0 && posting.docs[last] === doc) posting.fields[last]! |= bit
      else {
        posting.docs.push(doc)
        posting.fields.push(bit)
      }
    }
    documents.forEach((d, doc) => {
      for (const [field, bit] of FIELD_BITS) {
        // Labels and text are stored normalised (entities.ts); only the title is as editors wrote it.
        const words = field === 'title' ? indexWords(d.title) : normalisedWords(d[field])
        for (const word of words) {
          add(word, doc, bit)
          add(STEM + stemOf(word), doc, bit)
        }
      }
    })
    const ids = new Map<string, number>()
    for (const term of growing.keys()) ids.set(term, ids.size)
    this.termCount = ids.size
    this.vocabulary = new SearchableMap<Posting>()
    for (const [term, p] of growing) {
      this.vocabulary.set(term, {
        docs: Int32Array.from(p.docs),
        fields: Uint8Array.from(p.fields),
        id: ids.get(term)!,
        stem: term.startsWith(STEM) ? -1 : ids.get(STEM + stemOf(term))!,
      })
    }
    const names = documents.map((d) => nameWordsOf(d.title, new Set(normalisedWords(d.labels).map(stemOf)), stemOf))
    this.nameFrom = new Int32Array(documents.length + 1)
    names.forEach((words, doc) => (this.nameFrom[doc + 1] = this.nameFrom[doc]! + words.length))
    this.nameTerms = new Int32Array(2 * this.nameFrom[documents.length]!)
    this.namePart = new Uint8Array(this.nameFrom[documents.length]!)
    names.forEach((words, doc) =>
      words.forEach(({ word, part }, i) => {
        const k = this.nameFrom[doc]! + i
        // Every title word is indexed (indexWords splits and joins hyphens the same way).
        this.nameTerms[2 * k] = ids.get(word) ?? -1
        this.nameTerms[2 * k + 1] = ids.get(STEM + stemOf(word)) ?? -1
        this.namePart[k] = part ? 1 : 0
      }),
    )
    const order = documents.map((_, i) => i).sort((a, b) => collator.compare(documents[a]!.title, documents[b]!.title))
    this.titleRank = new Int32Array(documents.length)
    order.forEach((doc, rank) => (this.titleRank[doc] = rank))
  }

  search({ query, entity = null, near = null, offset = 0, limit = 20 }: SearchOptions): SearchPage {
    const words = queryWords(query).map(readingsOf)
    if (words.length === 0 || this.size === 0) return { total: 0, hits: [] }
    const n = this.size

    // Every term the query reaches, numbered by first visit (visitTerms).
    const visited = new Map<string, number>()
    const perWord = words.map((readings) => {
      const terms: string[] = []
      visitTerms(this.vocabulary, readings, (term) => {
        if (!visited.has(term)) visited.set(term, visited.size)
        terms.push(term)
      })
      return [...new Set(terms)].sort((a, b) => visited.get(a)! - visited.get(b)!)
    })

    /** Per term id, 1 when some query word matched it: which words of a title the query covers (isNamed). */
    const matchedTerms = new Uint8Array(this.termCount)
    const total = new Int32Array(n)
    /** How many words matched each document: all of them must (AND). */
    const matched = new Uint8Array(n)
    const best = new Int32Array(n)
    /** The field of a document's best match for the current word: its bit, 0 for none yet. */
    const bestField = new Uint8Array(n)
    /** The best match kind of the current word in a document's labels. */
    const labelled = new Uint8Array(n)
    /** 1 when some word matched in a document's title: only those can be named (isNamed). */
    const inTitle = new Uint8Array(n)
    for (let w = 0; w < words.length; w++) {
      const readings = words[w]!
      best.fill(0)
      bestField.fill(0)
      labelled.fill(0)
      const readingStems = new Set(readings.map((r) => this.vocabulary.get(STEM + r.stem)?.id))
      // A word scores by its best match in a document: the first (term, field) reaching it.
      for (const term of perWord[w]!) {
        let kind = 0
        for (const r of readings) kind = Math.max(kind, kindOf(term, r))
        // A term another reading brought that is no match of this word (a prefix of a Latin
        // reading's transliteration, a stem's neighbour): it does not count.
        if (kind === 0) continue
        const { docs, fields, id, stem: stemId } = this.vocabulary.get(term)!
        // A typo that is another form of the word (пляжи for пляж, моря for море): its stem's
        // term gives every document holding it a better match already, so it would only cost time.
        if (kind === TYPO && readingStems.has(stemId)) continue
        matchedTerms[id] = 1
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!
          // Only documents every earlier word matched can still be found.
          if (matched[doc] !== w) continue
          const bits = fields[i]!
          if (bits & TITLE_BIT) inTitle[doc] = 1
          for (const [field, bit] of FIELD_BITS) {
            if (!(bits & bit)) continue
            const score = kind * WEIGHT[field]
            if (score > best[doc]!) {
              best[doc] = score
              bestField[doc] = bit
            }
            if (bit === LABELS_BIT && kind > labelled[doc]!) labelled[doc] = kind
          }
        }
      }
      for (let doc = 0; doc < n; doc++) {
        const score = best[doc]!
        if (score === 0) continue
        // The kind bonus: a title match the labels hold too, as well as or better than a typo can
        // (a typo in the title is the best field only when the labels have at most a typo).
        // After a typo the bonus stays under the next match kind (TYPO * 10 + 5 < PREFIX * 3).
        const typoInTitle = score === TYPO * WEIGHT.title
        const kindToo = typoInTitle ? labelled[doc] === TYPO : labelled[doc]! > TYPO
        total[doc]! += bestField[doc] === TITLE_BIT && kindToo ? score + KIND_BONUS : score
        matched[doc]!++
      }
    }

    // Ranks are few (sums of a handful of match kinds): documents are grouped by score, and only
    // the groups the page reaches are ordered: the named first, then by distance and title.
    const byScore = new Map<number, number[]>()
    let found = 0
    for (let doc = 0; doc < n; doc++) {
      if (matched[doc] !== words.length) continue
      if (entity && this.docs[doc]!.entity !== entity) continue
      found++
      const group = byScore.get(total[doc]!)
      if (group) group.push(doc)
      else byScore.set(total[doc]!, [doc])
    }
    const wanted = Math.min(offset + limit, found)
    if (wanted <= offset) return { total: found, hits: [] }

    const hits: SearchHit[] = []
    let before = 0
    for (const score of [...byScore.keys()].sort((a, b) => b - a)) {
      if (before >= wanted) break
      const group = byScore.get(score)!
      const from = before
      before += group.length
      if (before <= offset) continue
      const metres = near ? this.distances(near, group) : null
      const byPlace = (a: number, b: number) =>
        (metres ? metres[a]! - metres[b]! : 0) || this.titleRank[group[a]!]! - this.titleRank[group[b]!]!
      // Named documents are few: they are set apart rather than compared in every step of the sort.
      const named: number[] = []
      const others: number[] = []
      group.forEach((doc, i) => (inTitle[doc] && this.isNamed(doc, matchedTerms) ? named : others).push(i))
      const order = named.length > 0 ? [...named.sort(byPlace), ...others.sort(byPlace)] : others.sort(byPlace)
      for (let i = Math.max(0, offset - from); i < group.length && from + i < wanted; i++) {
        const m = metres ? metres[order[i]!]! : Infinity
        hits.push({ document: this.docs[group[order[i]!]!]!, score, metres: m === Infinity ? null : Math.round(m) })
      }
    }
    return { total: found, hits }
  }

  /** Whether the matched terms cover every word of the document's name (a name of none is never named). */
  private isNamed(doc: number, matchedTerms: Uint8Array): boolean {
    const to = this.nameFrom[doc + 1]!
    let k = this.nameFrom[doc]!
    if (k === to) return false
    const terms = this.nameTerms
    while (k < to) {
      let whole = matchedTerms[terms[2 * k]!] === 1 || matchedTerms[terms[2 * k + 1]!] === 1
      k++
      if (k < to && this.namePart[k]) {
        let parts = true
        for (; k < to && this.namePart[k]; k++) {
          parts &&= matchedTerms[terms[2 * k]!] === 1 || matchedTerms[terms[2 * k + 1]!] === 1
        }
        whole ||= parts
      }
      if (!whole) return false
    }
    return true
  }

  /** Metres from `near` per document of `group`; Infinity (last) for those without a point. */
  private distances(near: Coordinate, group: number[]): Float64Array {
    const metres = new Float64Array(group.length).fill(Infinity)
    group.forEach((doc, i) => {
      const d = this.docs[doc]!
      if (d.lat !== null && d.lon !== null) metres[i] = metresBetween(near, { lat: d.lat, lon: d.lon })
    })
    return metres
  }
}
