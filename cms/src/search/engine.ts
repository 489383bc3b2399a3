import MiniSearch, { type Query } from 'minisearch'

import { type Coordinate, isOneEditApart, metresBetween } from './distance'
import { indexWords, normalisedWords, type QueryWord, queryWords } from './normalize'
import { stem } from './stemmer'
import { latinToCyrillic } from './translit'
import type { SearchDocument, SearchEntity } from './types'

/**
 * The search engine: MiniSearch's in-memory index over the published documents (a radix tree:
 * exact, prefix and fuzzy lookups, AND/OR query trees), with a Russian stemmer in its term
 * processing. Pure JavaScript, so it behaves the same over SQLite and PostgreSQL.
 *
 * Every indexed word is stored twice: as written (normalised) and as its stem behind `STEM`, so a
 * query word can tell an exact hit from another form of the word. Matching, for every query word
 * (all of them must match: AND):
 *  - exact: the same normalised word (case, `ё`/`е` and punctuation do not matter);
 *  - stem: the same Russian stem (пляж / пляжи / пляжей);
 *  - prefix: the last word while it is being typed (джем → джемете);
 *  - typo: one edit (a letter replaced, added, dropped, or two swapped) for words of 5+ letters;
 *  - a word in Latin letters also matches as its Cyrillic transliteration (dzhemete → джемете).
 *
 * Ranking uses what MiniSearch reports as matched (which terms, in which fields), not its BM25
 * score: BM25 weighs term rarity and field length, so almost no two documents score the same and
 * `coordinate` (nearer first among equals) would never act, and a rare typo could outrank a
 * common exact word. A word scores by its best match: exact > stem > prefix in the title, then in
 * the labels (kind, category, tags), then in the other text; a typo counts only after all of
 * those (камера must find the cameras before a «катере»). A title match of a word that also names
 * the document's kind in its labels scores a little more: «пляж» puts the beaches called «пляж»
 * before the routes and articles with «пляж» in their titles. A document's score is the sum over
 * the words. Equal scores are ordered by distance from `near` when given (documents without a
 * point last), then by title.
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

type Indexed = { id: number; title: string; labels: string; text: string }

/** One way of reading a query word: the Cyrillic letters to look up, and its stem. */
type Reading = { word: string; stem: string; prefix: boolean; typos: boolean; stemTypos: boolean }

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
    // The stem must be long enough on its own: a typo in a four-letter stem is a typo in a
    // four-letter word (пляжи must not find плаж).
    return {
      word: reading,
      stem: readingStem,
      prefix: word.prefix,
      typos,
      stemTypos: typos && readingStem.length >= TYPO_MIN_LENGTH,
    }
  })
}

/** The MiniSearch query for one word: any of its readings, as any kind of match. */
function wordQuery(readings: Reading[]): Query {
  const queries: Query[] = []
  for (const r of readings) {
    queries.push({ queries: [r.word], prefix: r.prefix, fuzzy: r.typos ? 1 : false })
    queries.push({ queries: [STEM + r.stem], fuzzy: r.stemTypos ? 1 : false })
    if (r.typos) queries.push(...swaps(r.word))
    if (r.stemTypos) queries.push(...swaps(r.stem).map((s) => STEM + s))
  }
  return { combineWith: 'OR', queries }
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
  return r.typos && isOneEditApart(r.word, term) ? TYPO : 0
}

/** A word's score in a document from the terms MiniSearch matched there, 0 if none is the word's. */
function wordScore(readings: Reading[], match: Record<string, string[]>): number {
  let best = 0
  let bestField: Field | null = null
  let labelled = false
  for (const [term, fields] of Object.entries(match)) {
    let kind = 0
    for (const r of readings) kind = Math.max(kind, kindOf(term, r))
    if (kind === 0) continue
    for (const field of fields as Field[]) {
      const score = kind * WEIGHT[field]
      if (score > best) [best, bestField] = [score, field]
      if (field === 'labels' && kind > TYPO) labelled = true
    }
  }
  return bestField === 'title' && best > TYPO * WEIGHT.title && labelled ? best + KIND_BONUS : best
}

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true })

export class SearchIndex {
  readonly size: number
  private readonly docs: readonly SearchDocument[]
  /** Each document's place in title order: ties are broken by an integer, never by the collator. */
  private readonly titleRank: Int32Array
  private readonly engine: MiniSearch<Indexed>

  constructor(documents: readonly SearchDocument[]) {
    this.docs = documents
    this.size = documents.length
    // Words repeat far more than they vary (10 000 documents: ~300 000 words, ~20 000 distinct),
    // so each distinct word is stemmed once.
    const stems = new Map<string, string>()
    this.engine = new MiniSearch<Indexed>({
      fields: [...FIELDS],
      storeFields: [],
      // Labels and text are stored normalised (entities.ts); only the title is as editors wrote it.
      tokenize: (text, field) => (field === 'title' ? indexWords(text) : normalisedWords(text)),
      processTerm: (word) => {
        let wordStem = stems.get(word)
        if (wordStem === undefined) stems.set(word, (wordStem = stem(word)))
        return [word, STEM + wordStem]
      },
      // Queries are built term by term (wordQuery): MiniSearch must take them as they are.
      searchOptions: { tokenize: (term) => [term], processTerm: (term) => term, combineWith: 'AND' },
    })
    this.engine.addAll(documents.map((d, id) => ({ id, title: d.title, labels: d.labels, text: d.text })))
    const order = documents.map((_, i) => i).sort((a, b) => collator.compare(documents[a]!.title, documents[b]!.title))
    this.titleRank = new Int32Array(documents.length)
    order.forEach((doc, rank) => (this.titleRank[doc] = rank))
  }

  search({ query, entity = null, near = null, offset = 0, limit = 20 }: SearchOptions): SearchPage {
    const words = queryWords(query).map(readingsOf)
    if (words.length === 0 || this.size === 0) return { total: 0, hits: [] }
    const results = this.engine.search(
      { combineWith: 'AND', queries: words.map(wordQuery) },
      entity ? { filter: (r) => this.docs[r.id as number]!.entity === entity } : {},
    )

    const found: { doc: number; score: number; metres: number | null }[] = []
    for (const result of results) {
      let score = 0
      for (const readings of words) {
        const s = wordScore(readings, result.match)
        // MiniSearch matched every word somehow, but a term that is no match of this word (a
        // prefix of another word's reading) does not count: AND over our own kinds of match.
        if (s === 0) {
          score = 0
          break
        }
        score += s
      }
      if (score > 0) found.push({ doc: result.id as number, score, metres: null })
    }
    const total = found.length
    const wanted = Math.min(offset + limit, total)
    if (wanted <= offset) return { total, hits: [] }

    if (near) {
      for (const f of found) {
        const d = this.docs[f.doc]!
        if (d.lat !== null && d.lon !== null) f.metres = metresBetween(near, { lat: d.lat, lon: d.lon })
      }
    }
    found.sort(
      (a, b) =>
        b.score - a.score ||
        (a.metres ?? Infinity) - (b.metres ?? Infinity) ||
        this.titleRank[a.doc]! - this.titleRank[b.doc]!,
    )
    return {
      total,
      hits: found.slice(offset, wanted).map((f) => ({
        document: this.docs[f.doc]!,
        score: f.score,
        metres: f.metres === null ? null : Math.round(f.metres),
      })),
    }
  }
}
