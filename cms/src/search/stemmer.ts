/**
 * The Snowball Russian stemmer (snowballstem.org/algorithms/russian/stemmer.html), written out
 * here so the CMS needs no package for it. It cuts inflectional endings, so word forms share a
 * stem: пляж, пляжи, пляжей, пляжами → пляж; высокий, высокого → высок.
 *
 * Input is a normalised word (lower case, `ё` already `е`). Words with anything but Cyrillic
 * letters (Latin names, numbers) are returned as they are.
 */

const VOWELS = new Set(['а', 'е', 'и', 'о', 'у', 'ы', 'э', 'ю', 'я'])
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.has(c)

/** Endings of the first groups may only follow `а` or `я`, which stay. */
type Group = { endings: readonly string[]; afterAOrYa: boolean }

const PERFECTIVE_GERUND: Group[] = [
  { endings: ['в', 'вши', 'вшись'], afterAOrYa: true },
  { endings: ['ив', 'ивши', 'ившись', 'ыв', 'ывши', 'ывшись'], afterAOrYa: false },
]
const ADJECTIVE: Group[] = [
  {
    endings: [
      'ее',
      'ие',
      'ые',
      'ое',
      'ими',
      'ыми',
      'ей',
      'ий',
      'ый',
      'ой',
      'ем',
      'им',
      'ым',
      'ом',
      'его',
      'ого',
      'ему',
      'ому',
      'их',
      'ых',
      'ую',
      'юю',
      'ая',
      'яя',
      'ою',
      'ею',
    ],
    afterAOrYa: false,
  },
]
const PARTICIPLE: Group[] = [
  { endings: ['ем', 'нн', 'вш', 'ющ', 'щ'], afterAOrYa: true },
  { endings: ['ивш', 'ывш', 'ующ'], afterAOrYa: false },
]
const REFLEXIVE: Group[] = [{ endings: ['ся', 'сь'], afterAOrYa: false }]
const VERB: Group[] = [
  {
    endings: ['ла', 'на', 'ете', 'йте', 'ли', 'й', 'л', 'ем', 'н', 'ло', 'но', 'ет', 'ют', 'ны', 'ть', 'ешь', 'нно'],
    afterAOrYa: true,
  },
  {
    endings: [
      'ила',
      'ыла',
      'ена',
      'ейте',
      'уйте',
      'ите',
      'или',
      'ыли',
      'ей',
      'уй',
      'ил',
      'ыл',
      'им',
      'ым',
      'ен',
      'ило',
      'ыло',
      'ено',
      'ят',
      'ует',
      'уют',
      'ит',
      'ыт',
      'ены',
      'ить',
      'ыть',
      'ишь',
      'ую',
      'ю',
    ],
    afterAOrYa: false,
  },
]
const NOUN: Group[] = [
  {
    endings: [
      'а',
      'ев',
      'ов',
      'ие',
      'ье',
      'е',
      'иями',
      'ями',
      'ами',
      'еи',
      'ии',
      'и',
      'ией',
      'ей',
      'ой',
      'ий',
      'й',
      'иям',
      'ям',
      'ием',
      'ем',
      'ам',
      'ом',
      'о',
      'у',
      'ах',
      'иях',
      'ях',
      'ы',
      'ь',
      'ию',
      'ью',
      'ю',
      'ия',
      'ья',
      'я',
    ],
    afterAOrYa: false,
  },
]

type Ending = { ending: string; afterAOrYa: boolean }

/** A step's endings by their last letter, longest first: the first that fits is the longest. */
function byLastLetter(groups: readonly Group[]): ReadonlyMap<string, readonly Ending[]> {
  const index = new Map<string, Ending[]>()
  for (const { endings, afterAOrYa } of groups) {
    for (const ending of endings) {
      const last = ending[ending.length - 1]!
      if (!index.has(last)) index.set(last, [])
      index.get(last)!.push({ ending, afterAOrYa })
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.ending.length - a.ending.length)
  return index
}

const STEPS = new Map<readonly Group[], ReadonlyMap<string, readonly Ending[]>>(
  [PERFECTIVE_GERUND, ADJECTIVE, PARTICIPLE, REFLEXIVE, VERB, NOUN].map((groups) => [groups, byLastLetter(groups)]),
)

/**
 * Snowball's `among`: the longest ending of any group that lies in the region starting at
 * `from`; then that ending's condition decides, without falling back to shorter endings.
 * Returns the word without the ending, or null when nothing matched.
 */
function removeEnding(word: string, from: number, groups: readonly Group[]): string | null {
  const candidates = STEPS.get(groups)!.get(word[word.length - 1]!) ?? []
  const best = candidates.find(({ ending }) => word.length - ending.length >= from && word.endsWith(ending))
  if (!best) return null
  const cut = word.length - best.ending.length
  if (best.afterAOrYa) {
    const before = word[cut - 1]
    if (cut - 1 < from || (before !== 'а' && before !== 'я')) return null
  }
  return word.slice(0, cut)
}

/** RV: after the first vowel. R2: R1 (after the first non-vowel that follows a vowel) applied twice. */
function regions(word: string): { rv: number; r2: number } {
  let rv = word.length
  for (let i = 0; i < word.length; i++) {
    if (isVowel(word[i])) {
      rv = i + 1
      break
    }
  }
  const afterVowelConsonant = (start: number) => {
    for (let i = Math.max(start, 1); i < word.length; i++) {
      if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1
    }
    return word.length
  }
  const r1 = afterVowelConsonant(1)
  const r2 = afterVowelConsonant(r1 + 1)
  return { rv, r2 }
}

const CYRILLIC_WORD = /^[а-яё]+$/

export function stem(input: string): string {
  if (!CYRILLIC_WORD.test(input)) return input
  let word = input.replace(/ё/g, 'е')
  const { rv, r2 } = regions(word)
  if (rv >= word.length) return word

  // Step 1: a perfective gerund, or else an optional reflexive ending and then an adjectival,
  // verb or noun ending.
  const gerund = removeEnding(word, rv, PERFECTIVE_GERUND)
  if (gerund !== null) {
    word = gerund
  } else {
    word = removeEnding(word, rv, REFLEXIVE) ?? word
    const adjective = removeEnding(word, rv, ADJECTIVE)
    if (adjective !== null) {
      word = removeEnding(adjective, rv, PARTICIPLE) ?? adjective
    } else {
      word = removeEnding(word, rv, VERB) ?? removeEnding(word, rv, NOUN) ?? word
    }
  }

  // Step 2: a final и.
  if (word.endsWith('и') && word.length - 1 >= rv) word = word.slice(0, -1)

  // Step 3: a derivational ending in R2.
  for (const ending of ['ость', 'ост']) {
    if (word.endsWith(ending) && word.length - ending.length >= r2) {
      word = word.slice(0, -ending.length)
      break
    }
  }

  // Step 4: a superlative ending, then a double н; or else a final ь.
  const undouble = (w: string) => (w.endsWith('нн') && w.length - 2 >= rv ? w.slice(0, -1) : w)
  const superlative = ['ейше', 'ейш'].find((e) => word.endsWith(e) && word.length - e.length >= rv)
  if (superlative) {
    word = undouble(word.slice(0, -superlative.length))
  } else if (word.endsWith('нн') && word.length - 2 >= rv) {
    word = word.slice(0, -1)
  } else if (word.endsWith('ь') && word.length - 1 >= rv) {
    word = word.slice(0, -1)
  }
  return word
}
