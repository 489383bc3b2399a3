import { SearchIndex, type SearchOptions } from './engine'
import { normalise } from './normalize'
import type { SearchDocument, SearchEntity } from './types'

/**
 * The quality rules of GET /v1/search (case, ё/е, word forms, prefix while typing, one typo in
 * words of 4+ letters, Latin transliteration, the named document first, distance among equals,
 * entity filter, AND), each as a table over a small catalogue shaped like the demo content.
 */

let nextId = 1
/** `labels | text`: the kind and category labels, then the rest of the text. */
function doc(entity: SearchEntity, title: string, searchable = '', at?: [number, number]): SearchDocument {
  const refId = nextId++
  const [labels, text = ''] = searchable.split('|')
  return {
    entity,
    refId,
    slug: String(refId),
    title,
    image: null,
    data: {},
    lat: at ? at[0] : null,
    lon: at ? at[1] : null,
    labels: normalise(labels!),
    text: normalise(text),
  }
}

const CENTRE: [number, number] = [44.8967, 37.3116]
const DZHEMETE: [number, number] = [44.9425, 37.2712]
const VITYAZEVO: [number, number] = [44.999, 37.27]
const SUKKO: [number, number] = [44.7954, 37.4185]

const DOCS = [
  doc('beach', 'Пляж Джемете', 'Пляж Песок | дюны мелкое море', DZHEMETE),
  doc('beach', 'Пляж Витязево', 'Пляж Песок | развлечения', VITYAZEVO),
  doc('beach', 'Пляж Сукко', 'Пляж Галька | горы', SUKKO),
  doc('beach', 'Центральный пляж', 'Пляж Песок | набережная', CENTRE),
  doc('beach', 'Большой Утриш', 'Пляж Галька | у дельфинария', [44.7588, 37.3985]),
  doc('route', 'Вдоль моря от центра до Джемете', 'Пеший маршрут | по набережной и пляжам', CENTRE),
  doc('route', 'Витязево: Паралия и пляж', 'Пеший маршрут', VITYAZEVO),
  doc('event', 'Фестиваль «Зелёный берег»', 'Афиша Фестивали | музыка у моря', CENTRE),
  doc('urban', 'Аптека на Пионерском проспекте', 'Аптеки | Пионерский проспект 100', DZHEMETE),
  doc('place', 'Маяк на Высоком берегу', 'Достопримечательности | смотровая площадка', CENTRE),
  doc('camera', 'Центральный пляж, вид с набережной', 'Онлайн-камера | вид на пляж', CENTRE),
  doc('clickpass-products', 'Морская прогулка в Утриш', 'Экскурсия На воде | катер дельфины'),
  doc('magazine', 'Лучшие пляжи Анапы', 'Журнал Статья | обзор пляжей курорта'),
  doc('magazine', 'Что посмотреть в Анапе за выходные', 'Журнал Подборка'),
  doc('place', 'Хутор Су-Псех', 'Природа | долина реки'),
  doc('magazine', 'Пешком по старой Анапе', 'Журнал Подборка | маршрут на полдня'),
  doc('place', 'Археологический музей «Горгиппия»', 'Музеи | раскопки античного города', CENTRE),
]

const index = new SearchIndex(DOCS)

const titles = (options: SearchOptions) => index.search(options).hits.map((h) => h.document.title)
const find = (query: string, extra: Omit<SearchOptions, 'query'> = {}) => titles({ query, limit: 100, ...extra })

describe('search quality rules', () => {
  it.each([
    ['case does not matter', 'ДЖЕМЕТЕ', 'Пляж Джемете'],
    ['mixed case', 'ПлЯж ДжЕмЕтЕ', 'Пляж Джемете'],
    ['ё in the query finds е in the text', 'Зелёный', 'Фестиваль «Зелёный берег»'],
    ['е in the query finds ё in the text', 'зеленый берег', 'Фестиваль «Зелёный берег»'],
    ['punctuation is ignored', '«Паралия»!', 'Витязево: Паралия и пляж'],
    ['hyphenated words by their part', 'псех', 'Хутор Су-Псех'],
    ['hyphenated words run together', 'супсех', 'Хутор Су-Псех'],
  ])('normalisation: %s (%s)', (_rule, query, expected) => {
    expect(find(query)).toContain(expected)
  })

  describe('Russian word forms', () => {
    const beachTitles = find('пляж ')

    it.each(['пляжи ', 'пляжей ', 'пляжа ', 'пляжами ', 'ПЛЯЖАХ '])('%s finds what пляж finds', (form) => {
      expect(new Set(find(form))).toEqual(new Set(beachTitles))
    })

    it('finds every document with any form of the word', () => {
      expect(beachTitles).toEqual(
        expect.arrayContaining([
          'Пляж Джемете',
          'Центральный пляж',
          'Лучшие пляжи Анапы',
          'Центральный пляж, вид с набережной',
        ]),
      )
    })

    it.each([
      ['высокий берег', 'Маяк на Высоком берегу'],
      ['утриша', 'Большой Утриш'],
      ['экскурсии', 'Морская прогулка в Утриш'],
      ['фестивали', 'Фестиваль «Зелёный берег»'],
    ])('%s → %s', (query, expected) => {
      expect(find(`${query} `)).toContain(expected)
    })
  })

  describe('prefix matching of the word being typed', () => {
    it.each([
      ['джем', 'Пляж Джемете'],
      ['д', 'Пляж Джемете'],
      ['вит', 'Пляж Витязево'],
      ['пляж джем', 'Пляж Джемете'],
      ['утр', 'Большой Утриш'],
    ])('%s → %s', (query, expected) => {
      expect(find(query)).toContain(expected)
    })

    it('only for the last word', () => {
      expect(find('джем пляж')).toEqual([])
    })

    it('not once the word is finished (a space after it)', () => {
      expect(find('джем ')).toEqual([])
    })
  })

  describe('one typo in words of four letters or more', () => {
    it.each([
      ['two letters swapped', 'витзяево', 'Пляж Витязево'],
      ['a letter replaced', 'джимете', 'Пляж Джемете'],
      ['a letter dropped', 'джемте', 'Пляж Джемете'],
      ['a letter added', 'суккко', 'Пляж Сукко'],
      ['five letters', 'утрищ', 'Большой Утриш'],
      ['typo and another word form', 'витзяеве', 'Пляж Витязево'],
      ['the first letter replaced', 'фитязево', 'Пляж Витязево'],
      ['the first letter missing', 'итязево', 'Пляж Витязево'],
      ['a letter put in front', 'твитязево', 'Пляж Витязево'],
      ['the first two letters swapped', 'ивтязево', 'Пляж Витязево'],
      ['four letters, the last replaced', 'пляш', 'Пляж Джемете'],
      ['four letters, a letter dropped', 'музй', 'Археологический музей «Горгиппия»'],
      ['four letters, two letters swapped', 'пялж', 'Пляж Сукко'],
      ['four letters, a letter added', 'пляжж', 'Пляж Сукко'],
      ['four letters, a vowel replaced', 'плаж', 'Пляж Сукко'],
    ])('%s: %s → %s', (_rule, query, expected) => {
      expect(find(`${query} `)).toContain(expected)
    })

    it.each([
      ['сико', 'two typos'],
      ['вятизево', 'two typos'],
      ['мяк', 'three letters: never corrected (маяк)'],
      ['пля', 'three letters: never corrected, once finished (пляж)'],
      ['бляж', 'four letters: the first letter must be right'],
      ['лпяж', 'four letters: the first two letters swapped'],
    ])('%s finds nothing (%s)', (query) => {
      expect(find(`${query} `)).toEqual([])
    })

    it('while typing, a three-letter word is a prefix only, never a typo', () => {
      // мяк is one letter from маяк, but only words starting with мяк would do.
      expect(find('мяк')).toEqual([])
    })

    it('анапа itself is found', () => {
      expect(find('анапа ')).toEqual(expect.arrayContaining(['Лучшие пляжи Анапы']))
    })
  })

  describe('Latin transliteration', () => {
    it.each([
      ['dzhemete', 'Пляж Джемете'],
      ['Dzhemete', 'Пляж Джемете'],
      ['vityazevo', 'Пляж Витязево'],
      ['sukko', 'Пляж Сукко'],
      ['utrish', 'Большой Утриш'],
      ['bolshoy utrish', 'Большой Утриш'],
      ['plyazh dzhem', 'Пляж Джемете'],
      ['tsentralnyy plyazh', 'Центральный пляж'],
      ['mayak', 'Маяк на Высоком берегу'],
      ['djemete', 'Пляж Джемете'],
      ['jemete', 'Пляж Джемете'],
      ['vitiazevo', 'Пляж Витязево'],
      ['bolshoi utrish', 'Большой Утриш'],
      ['tsentralnyi plyazh', 'Центральный пляж'],
    ])('%s → %s', (query, expected) => {
      expect(find(query)).toContain(expected)
    })
  })

  describe('the document a query names comes first among equals', () => {
    // The dropdown shows four results: a name typed in any common spelling must put its item there.
    it.each(['джемете', 'Джемете ', 'dzhemete', 'dzhemete ', 'djemete', 'jemete', 'джемте', 'dzhemte'])(
      '%s → Пляж Джемете first, before the route that ends there',
      (query) => {
        const found = find(query)
        expect(found[0]).toBe('Пляж Джемете')
        expect(found).toContain('Вдоль моря от центра до Джемете')
      },
    )

    it.each(['витязево', 'vityazevo', 'vitiazevo', 'витзяево'])('%s → Пляж Витязево first', (query) => {
      expect(find(query)[0]).toBe('Пляж Витязево')
    })

    it('bolshoi utrish names Большой Утриш, before the boat trip there', () => {
      expect(find('bolshoi utrish')[0]).toBe('Большой Утриш')
    })

    it('naming orders equals only: a named document never overtakes a better match', () => {
      const small = new SearchIndex([
        doc('place', 'Джемете', 'Район | пляж и дюны'),
        doc('camera', 'Пляж у Джемете, вид с дюн', 'Онлайн-камера'),
        doc('beach', 'Пляж Джемете', 'Пляж'),
      ])
      const hits = small.search({ query: 'пляж джемете' }).hits
      // Джемете is named by the query, but has пляж only in its text: it stays last.
      expect(hits.map((h) => h.document.title)).toEqual(['Пляж Джемете', 'Пляж у Джемете, вид с дюн', 'Джемете'])
      expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a))
      expect(hits[1]!.score).toBeGreaterThan(hits[2]!.score)
    })

    it('a title of the kind word alone names nothing, so title order still decides', () => {
      const small = new SearchIndex([doc('beach', 'Пляж', 'Пляж'), doc('beach', 'Дикий пляж', 'Пляж')])
      expect(small.search({ query: 'пляж' }).hits.map((h) => h.document.title)).toEqual(['Дикий пляж', 'Пляж'])
    })

    it('a hyphenated name is named by its parts or by the parts run together', () => {
      for (const query of ['су псех', 'супсех', 'su-psekh']) {
        const small = new SearchIndex([doc('route', 'Дорога на Су-Псех'), doc('place', 'Хутор Су-Псех', 'Хутор')])
        expect(small.search({ query }).hits.map((h) => h.document.title)).toEqual([
          'Хутор Су-Псех',
          'Дорога на Су-Псех',
        ])
      }
    })
  })

  describe('ranking', () => {
    it('exact beats stem beats prefix beats typo', () => {
      const small = new SearchIndex([
        doc('place', 'Джимете'),
        doc('place', 'Джеметевская улица'),
        doc('place', 'Джемета'),
        doc('place', 'Джемете'),
      ])
      expect(small.search({ query: 'джемете' }).hits.map((h) => h.document.title)).toEqual([
        'Джемете',
        'Джемета',
        'Джеметевская улица',
        'Джимете',
      ])
    })

    it('a typo anywhere comes after every match without one', () => {
      const small = new SearchIndex([doc('place', 'К дельфинам на катере'), doc('camera', 'Набережная', '| камера')])
      expect(small.search({ query: 'камера' }).hits.map((h) => h.document.title)).toEqual([
        'Набережная',
        'К дельфинам на катере',
      ])
    })

    it('the title beats the labels, which beat the other text', () => {
      const small = new SearchIndex([
        doc('place', 'Маяк', '| рядом дельфинарий'),
        doc('place', 'Утриш', 'Дельфинарий'),
        doc('place', 'Дельфинарий', '| у маяка'),
      ])
      expect(small.search({ query: 'дельфинарий' }).hits.map((h) => h.document.title)).toEqual([
        'Дельфинарий',
        'Утриш',
        'Маяк',
      ])
    })

    it('a kind or category label finds what is filed under it before what mentions it', () => {
      expect(find('аптека')[0]).toBe('Аптека на Пионерском проспекте')
      const routesFirst = find('маршрут ')
      expect(routesFirst.slice(0, 2).sort()).toEqual(
        ['Витязево: Паралия и пляж', 'Вдоль моря от центра до Джемете'].sort(),
      )
      expect(routesFirst[2]).toBe('Пешком по старой Анапе')
    })

    it('пляж: beaches called «пляж» lead, before routes, cameras and articles with it in the title', () => {
      // The query names a kind: title matches of that kind come first, in title order.
      expect(find('пляж').slice(0, 4)).toEqual(['Пляж Витязево', 'Пляж Джемете', 'Пляж Сукко', 'Центральный пляж'])
      expect(find('пляж').slice(4, 7).sort()).toEqual(
        ['Витязево: Паралия и пляж', 'Лучшие пляжи Анапы', 'Центральный пляж, вид с набережной'].sort(),
      )
    })

    it('винодельни: the wineries first, a museum that mentions them only after every real match', () => {
      const wine = new SearchIndex([
        doc('place', 'Археологический музей-заповедник «Горгиппия»', 'Музеи | раскопки, фундаменты домов и винодельни'),
        doc('clickpass-products', 'Абрау-Дюрсо', 'Экскурсия | игристое вино'),
        doc('magazine', 'Экскурсия по винодельням Анапского района', 'Журнал Статья | дегустация'),
        doc('clickpass-products', 'Винодельни Анапского района', 'Экскурсия | виноградники и дегустация'),
      ])
      expect(wine.search({ query: 'винодельни' }).hits.map((h) => h.document.title)).toEqual([
        'Винодельни Анапского района',
        'Экскурсия по винодельням Анапского района',
        'Археологический музей-заповедник «Горгиппия»',
      ])
    })

    it('пляш (a typo): the beaches called «пляж» lead as for пляж, below any match without a typo', () => {
      expect(find('пляш').slice(0, 4)).toEqual(['Пляж Витязево', 'Пляж Джемете', 'Пляж Сукко', 'Центральный пляж'])
      const small = new SearchIndex([
        doc('beach', 'Пляж Джемете', 'Пляж Песок'),
        doc('route', 'Витязево: Паралия и пляж', 'Пеший маршрут'),
        doc('event', 'Пляшущие фонтаны', 'Афиша | вечернее шоу'),
        doc('place', 'Сквер', 'Парки | танцы: пляши до утра'),
      ])
      // Being typed, пляш is the start of пляшущие (title) and пляши (text): both beat every typo of пляж.
      expect(small.search({ query: 'пляш' }).hits.map((h) => h.document.title)).toEqual([
        'Пляшущие фонтаны',
        'Сквер',
        'Пляж Джемете',
        'Витязево: Паралия и пляж',
      ])
      expect(small.search({ query: 'пляши' }).hits.map((h) => h.document.title)[0]).toBe('Сквер')
    })

    it('a document matching more words in its title comes first', () => {
      expect(find('пляж джемете')[0]).toBe('Пляж Джемете')
    })
  })

  describe('AND: every word must match', () => {
    it.each([
      ['пляж галька', ['Большой Утриш', 'Пляж Сукко']],
      ['пляж сукко', ['Пляж Сукко']],
      ['пляж дельфинарий', ['Большой Утриш']],
      ['пляж маяк', []],
    ])('%s → %j', (query, expected) => {
      expect(find(`${query} `).sort()).toEqual([...expected].sort())
    })

    it('stop words are not required', () => {
      expect(find('пляж у дельфинария ')).toEqual(['Большой Утриш'])
    })
  })

  describe('coordinate: nearer first among equals', () => {
    const beaches = (near?: [number, number]) =>
      find('пляж ', { entity: 'beach', near: near ? { lat: near[0], lon: near[1] } : null }).filter((t) =>
        t.startsWith('Пляж '),
      )

    it.each([
      ['Vityazevo', VITYAZEVO, ['Пляж Витязево', 'Пляж Джемете', 'Пляж Сукко']],
      ['Sukko', SUKKO, ['Пляж Сукко', 'Пляж Джемете', 'Пляж Витязево']],
      ['Dzhemete', DZHEMETE, ['Пляж Джемете', 'Пляж Витязево', 'Пляж Сукко']],
    ])('near %s', (_place, near, expected) => {
      expect(beaches(near)).toEqual(expected)
    })

    it('by title without a coordinate', () => {
      expect(beaches()).toEqual(['Пляж Витязево', 'Пляж Джемете', 'Пляж Сукко'])
    })

    it('puts the nearer of two equal title matches first', () => {
      const small = new SearchIndex([
        doc('route', 'Вдоль моря от центра до Джемете', 'Пеший маршрут', CENTRE),
        doc('route', 'Через дюны Джемете к морю', 'Пеший маршрут', DZHEMETE),
      ])
      const from = (at: [number, number]) =>
        small.search({ query: 'джемете', near: { lat: at[0], lon: at[1] } }).hits.map((h) => h.document.title)
      expect(from(CENTRE)).toEqual(['Вдоль моря от центра до Джемете', 'Через дюны Джемете к морю'])
      expect(from(DZHEMETE)).toEqual(['Через дюны Джемете к морю', 'Вдоль моря от центра до Джемете'])
    })

    it('puts the document the query names before a nearer one that only mentions it', () => {
      const near = { lat: CENTRE[0], lon: CENTRE[1] }
      expect(titles({ query: 'джемете', near })).toEqual(['Пляж Джемете', 'Вдоль моря от центра до Джемете'])
    })

    it('never lets a nearer but weaker match overtake', () => {
      const near = { lat: CENTRE[0], lon: CENTRE[1] }
      const hits = index.search({ query: 'пляж джемете', near, limit: 100 }).hits
      // The route starts at the centre and names Джемете too, but only in the title; the beach has both.
      expect(hits.map((h) => h.document.title)).toEqual(['Пляж Джемете', 'Вдоль моря от центра до Джемете'])
      expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a))
    })

    it('gives each hit its distance, documents without a point last', () => {
      const near = { lat: CENTRE[0], lon: CENTRE[1] }
      const hits = index.search({ query: 'утриш', near, limit: 100 }).hits
      expect(hits.map((h) => [h.document.title, h.metres === null])).toEqual([
        ['Большой Утриш', false],
        ['Морская прогулка в Утриш', true],
      ])
    })
  })

  describe('entity filter', () => {
    it.each([
      ['beach', ['Пляж Витязево']],
      ['route', ['Витязево: Паралия и пляж']],
      ['event', []],
    ] as const)('витязево in %s → %j', (entity, expected) => {
      expect(find('витязево', { entity })).toEqual(expected)
    })

    it('counts only the chosen kind', () => {
      expect(index.search({ query: 'пляж', entity: 'magazine' }).total).toBe(1)
    })
  })

  describe('paging', () => {
    it('gives the total and the requested window', () => {
      const all = index.search({ query: 'пляж', limit: 100 })
      const second = index.search({ query: 'пляж', offset: 2, limit: 2 })
      expect(second.total).toBe(all.total)
      expect(second.hits.map((h) => h.document.refId)).toEqual(all.hits.slice(2, 4).map((h) => h.document.refId))
    })

    // The engine orders only the groups of equal score a page reaches: windows that start and end
    // inside such groups, with and without a coordinate, must still join up to the whole list.
    it.each([
      ['without a coordinate', undefined],
      ['with a coordinate', { lat: CENTRE[0], lon: CENTRE[1] }],
    ])('windows cutting through equal scores join up to the full list (%s)', (_case, near) => {
      for (const query of ['пляж', 'п', 'анапа', 'витязево пляж']) {
        const all = index.search({ query, near, limit: 100 })
        const joined = []
        for (let offset = 0; offset < all.total; offset += 3) {
          const page = index.search({ query, near, offset, limit: 3 })
          expect(page.total).toBe(all.total)
          joined.push(...page.hits)
        }
        expect(joined).toEqual(all.hits)
      }
    })

    it('gives an empty page past the last result, with the total', () => {
      expect(index.search({ query: 'пляж', offset: 1000 })).toEqual({
        total: index.search({ query: 'пляж' }).total,
        hits: [],
      })
    })
  })

  it('finds nothing for an empty query or an empty index', () => {
    expect(index.search({ query: '   ' })).toEqual({ total: 0, hits: [] })
    expect(new SearchIndex([]).search({ query: 'пляж' })).toEqual({ total: 0, hits: [] })
  })
})
