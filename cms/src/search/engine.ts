import { type Coordinate, isOneEditApart, metresBetween } from './distance'
import { indexWords, MAX_QUERY_WORDS, normalisedWords, type QueryWord, queryWords } from './normalize'
import { stem } from './stemmer'
import { latinToCyrillic } from './translit'
import type { SearchDocument, SearchEntity } from './types'

/**
 * The search engine: an in-memory inverted index over the published documents, small enough
 * for the whole catalogue (10 000 documents build in well under a second and answer in a few
 * milliseconds). Pure TypeScript on purpose, so it behaves the same over SQLite and PostgreSQL.
 *
 * Matching, for every query word (all of them must match: AND):
 *  - exact: the same normalised word (case, `ё`/`е` and punctuation do not matter);
 *  - stem: the same Russian stem (пляж / пляжи / пляжей);
 *  - prefix: the last word while it is being typed (джем → джемете);
 *  - typo: one edit (a letter replaced, added, dropped, or two swapped) for words of 5+ letters;
 *  - a word in Latin letters also matches as its Cyrillic transliteration (dzhemete → джемете).
 * A word scores by its best match: exact > stem > prefix in the title, then in the labels (kind,
 * category, tags), then in the other text; a typo counts only after all of those, since it is there
 * to rescue a misspelt query, not to compete with words that are really there (камера must find
 * the cameras before a «катере»). A document's score is the sum over the words. Equal scores are
 * ordered by distance from `near` when given (documents without a point last), then by title.
 */

const TITLE = 1
const LABELS = 2
const BODY = 4
const FIELDS = 3
const FIELD_MASK = (1 << FIELDS) - 1

/** Per match kind, multiplied by the field's weight; every product fits a byte. */
const EXACT = 10
const STEM = 8
const PREFIX = 6
const TYPO = 1
/** By field bit: TITLE 10, LABELS 6, BODY 3. */
const WEIGHT = Uint8Array.from([0, 10, 6, 0, 3])

/** Above any score: every query word an exact title match (100 each); 10 bits of the rank key. */
const MAX_SCORE = 1023
if (MAX_QUERY_WORDS * EXACT * WEIGHT[TITLE]! > MAX_SCORE) throw new Error('Scores must fit 10 bits')
const DISTANCE_STEP_M = 10
/** 2^21 steps of 10 m: half the Earth's circumference fits, with one slot left for "no point". */
const DISTANCE_SLOTS = 2 ** 21
/** 2^21 documents: far more than a city's catalogue. */
const TITLE_SLOTS = 2 ** 21

/** Typo tolerance starts at this many letters: shorter words have too many one-edit neighbours. */
export const TYPO_MIN_LENGTH = 5

export type SearchOptions = {
  query: string
  entity?: SearchEntity | null
  near?: Coordinate | null
  offset?: number
  limit?: number
}

export type SearchHit = { document: SearchDocument; score: number; metres: number | null }

export type SearchPage = { total: number; hits: SearchHit[] }

/** Postings are packed numbers: the document's index, shifted, and the fields the term is in. */
type Postings = number[]

function post(map: Map<string, Postings>, term: string, doc: number, field: number) {
  let list = map.get(term)
  if (!list) map.set(term, (list = []))
  const last = list.length - 1
  // Documents are added in order, so a term seen again in the same document is the last posting.
  if (last >= 0 && list[last]! >> FIELDS === doc) list[last]! |= field
  else list.push((doc << FIELDS) | field)
}

/**
 * Finds the terms one edit away from a word without comparing it with the whole vocabulary. A
 * neighbour either keeps the word's first letter (then it is among the terms with that first
 * letter and a length within one: a short list to compare) or changes it, which leaves the rest
 * of the word whole (then it is found by exact lookups).
 */
class Neighbours {
  /** `first letter + length` → the terms of 4+ letters with them. */
  private readonly byHead = new Map<string, string[]>()
  /** A term without its first letter → the terms. */
  private readonly byTail = new Map<string, string[]>()

  constructor(private readonly terms: ReadonlyMap<string, unknown>) {
    for (const term of terms.keys()) {
      if (term.length < TYPO_MIN_LENGTH - 1) continue
      const head = `${term[0]}${term.length}`
      const tail = term.slice(1)
      ;(this.byHead.get(head) ?? this.byHead.set(head, []).get(head)!).push(term)
      ;(this.byTail.get(tail) ?? this.byTail.set(tail, []).get(tail)!).push(term)
    }
  }

  *of(word: string): Generator<string> {
    const first = word[0]!
    for (let length = word.length - 1; length <= word.length + 1; length++) {
      for (const term of this.byHead.get(`${first}${length}`) ?? []) if (isOneEditApart(word, term)) yield term
    }
    // The first letter replaced, or one put before it: the rest of the word is a term's tail.
    for (const tails of [this.byTail.get(word.slice(1)), this.byTail.get(word)]) {
      for (const term of tails ?? []) if (term[0] !== first) yield term
    }
    // The first letter dropped, or swapped with the second.
    const dropped = word.slice(1)
    if (dropped[0] !== first && this.terms.has(dropped)) yield dropped
    const swapped = `${word[1]}${first}${word.slice(2)}`
    if (word[1] !== first && this.terms.has(swapped)) yield swapped
  }
}

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true })

export class SearchIndex {
  readonly size: number
  private readonly docs: readonly SearchDocument[]
  /** Each document's place in title order: ties are broken by an integer, never by the collator. */
  private readonly titleRank: Int32Array
  private readonly byTitle: Int32Array
  private readonly words = new Map<string, Postings>()
  private readonly stems = new Map<string, Postings>()
  /** The words, sorted by code unit: a prefix is a contiguous run. */
  private readonly vocabulary: string[]
  private readonly wordNeighbours: Neighbours
  private readonly stemNeighbours: Neighbours

  constructor(documents: readonly SearchDocument[]) {
    this.docs = documents
    this.size = documents.length
    // Words repeat far more than they vary (10 000 documents: ~300 000 words, ~20 000 distinct),
    // so each distinct word is stemmed once.
    const stems = new Map<string, string>()
    documents.forEach((doc, i) => {
      // Labels and text are stored normalised (entities.ts); only the title is as editors wrote it.
      for (const [words, field] of [
        [indexWords(doc.title), TITLE],
        [normalisedWords(doc.labels), LABELS],
        [normalisedWords(doc.text), BODY],
      ] as const) {
        for (const word of words) {
          let wordStem = stems.get(word)
          if (wordStem === undefined) stems.set(word, (wordStem = stem(word)))
          post(this.words, word, i, field)
          post(this.stems, wordStem, i, field)
        }
      }
    })
    this.vocabulary = [...this.words.keys()].sort()
    this.wordNeighbours = new Neighbours(this.words)
    this.stemNeighbours = new Neighbours(this.stems)
    const order = documents.map((_, i) => i).sort((a, b) => collator.compare(documents[a]!.title, documents[b]!.title))
    if (documents.length > TITLE_SLOTS) throw new Error(`The search holds at most ${TITLE_SLOTS} documents`)
    this.byTitle = Int32Array.from(order)
    this.titleRank = new Int32Array(documents.length)
    order.forEach((doc, rank) => (this.titleRank[doc] = rank))
  }

  search({ query, entity = null, near = null, offset = 0, limit = 20 }: SearchOptions): SearchPage {
    const words = queryWords(query)
    if (words.length === 0 || this.size === 0) return { total: 0, hits: [] }
    const matches = words.map((word) => this.match(word)).sort((a, b) => a.docs.length - b.docs.length)
    const [rarest, ...others] = matches

    // Every document all words match, with its score.
    const candidates: number[] = []
    const scores: number[] = []
    const histogram = new Uint32Array(MAX_SCORE + 1)
    for (const doc of rarest!.docs) {
      if (entity && this.docs[doc]!.entity !== entity) continue
      let score = rarest!.scores[doc]!
      for (const other of others) {
        const s = other.scores[doc]!
        if (s === 0) {
          score = 0
          break
        }
        score += s
      }
      if (score === 0) continue
      candidates.push(doc)
      scores.push(score)
      histogram[score]!++
    }
    const total = candidates.length
    const wanted = Math.min(offset + limit, total)
    if (wanted <= offset) return { total, hits: [] }

    // Only documents scoring at least as well as the last wanted one can be on the page: their
    // distances are worth computing and their order worth sorting, the rest only count.
    let threshold = MAX_SCORE
    for (let better = 0; threshold > 0; threshold--) {
      better += histogram[threshold]!
      if (better >= wanted) break
    }
    const keys: number[] = []
    for (let i = 0; i < total; i++) {
      if (scores[i]! < threshold) continue
      const doc = candidates[i]!
      keys.push(this.rankKey(doc, scores[i]!, near))
    }
    // Highest key first: score, then nearness, then title order (see rankKey).
    const sorted = Float64Array.from(keys).sort().reverse()
    const hits: SearchHit[] = []
    for (let i = offset; i < wanted; i++) {
      const doc = this.byTitle[TITLE_SLOTS - 1 - (sorted[i]! % TITLE_SLOTS)]!
      const document = this.docs[doc]!
      hits.push({
        document,
        score: Math.floor(sorted[i]! / (DISTANCE_SLOTS * TITLE_SLOTS)),
        metres:
          near && document.lat !== null && document.lon !== null
            ? Math.round(metresBetween(near, { lat: document.lat, lon: document.lon }))
            : null,
      })
    }
    return { total, hits }
  }

  /**
   * One number that orders results: the score, then (with `near`) the distance in 10-metre steps,
   * documents without a point last, then the place in title order, which also names the document.
   * 10 + 21 + 21 bits: exact in a double.
   */
  private rankKey(doc: number, score: number, near: Coordinate | null): number {
    const document = this.docs[doc]!
    let distance = DISTANCE_SLOTS - 1
    if (near && document.lat !== null && document.lon !== null) {
      distance = Math.min(
        DISTANCE_SLOTS - 2,
        Math.floor(metresBetween(near, { lat: document.lat, lon: document.lon }) / DISTANCE_STEP_M),
      )
    }
    return (
      (score * DISTANCE_SLOTS + (DISTANCE_SLOTS - 1 - distance)) * TITLE_SLOTS +
      (TITLE_SLOTS - 1 - this.titleRank[doc]!)
    )
  }

  /** Every document one query word matches, with its best score there. */
  private match(word: QueryWord): { docs: number[]; scores: Uint8Array } {
    const scores = new Uint8Array(this.size)
    const docs: number[] = []
    const apply = (postings: Postings | undefined, kind: number) => {
      if (!postings) return
      for (const p of postings) {
        const doc = p >> FIELDS
        const fields = p & FIELD_MASK
        // The best field the term is in: the lowest bit set.
        const score = kind * WEIGHT[fields & -fields]!
        if (score <= scores[doc]!) continue
        if (scores[doc] === 0) docs.push(doc)
        scores[doc] = score
      }
    }

    const plain = word.text.replace(/'/g, '')
    const readings = [...new Set([plain, ...latinToCyrillic(word.text)])].filter(Boolean)
    for (const reading of readings) {
      const readingStem = stem(reading)
      apply(this.words.get(reading), EXACT)
      apply(this.stems.get(readingStem), STEM)
      if (word.prefix) for (const term of this.withPrefix(reading)) apply(this.words.get(term), PREFIX)
      if (reading.length >= TYPO_MIN_LENGTH && /\p{L}/u.test(reading)) {
        for (const term of this.wordNeighbours.of(reading)) apply(this.words.get(term), TYPO)
        // The stem must be long enough on its own: a typo in a four-letter stem is a typo in a
        // four-letter word (пляжи must not find плаж).
        if (readingStem.length >= TYPO_MIN_LENGTH) {
          for (const term of this.stemNeighbours.of(readingStem)) apply(this.stems.get(term), TYPO)
        }
      }
    }
    return { docs, scores }
  }

  private *withPrefix(prefix: string): Generator<string> {
    let lo = 0
    let hi = this.vocabulary.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.vocabulary[mid]! < prefix) lo = mid + 1
      else hi = mid
    }
    for (let i = lo; i < this.vocabulary.length && this.vocabulary[i]!.startsWith(prefix); i++) {
      if (this.vocabulary[i] !== prefix) yield this.vocabulary[i]!
    }
  }
}
