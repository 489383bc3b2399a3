/**
 * BENCH ONLY — never part of `npm start` or the demo seed. `tsx src/scripts/benchSeed.ts [count]`
 * fills the search index of the CMS at DATABASE_URL with `count` (default 10 000) made-up but
 * realistic documents, so scripts/bench/search.mjs can measure GET /v1/search at the size
 * docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests budgets. Documents are deterministic (a
 * fixed PRNG seed), so runs compare.
 *
 * Rows go straight into the `search-documents` table in bulk, past Payload's per-document
 * operations (10 000 creates would take minutes). Their ids are far above any real document's and
 * nothing in the collections backs them, so the next demo seed's `reindexAll` removes them all.
 */
import { getPayload } from 'payload'

import config from '@/payload.config'
import { normalise } from '@/search/normalize'
import { SEARCH_ENTITIES, type SearchData, type SearchEntity } from '@/search/types'

export const BENCH_REF_ID_BASE = 1_000_000_000
/**
 * A word only bench documents carry (in their labels): the bench waits until a search for it
 * counts them all, which is how it knows the CMS's in-memory index has taken them in.
 */
export const BENCH_MARKER = 'benchseed'

const count = Number(process.argv[2] ?? 10_000)
if (!Number.isInteger(count) || count < 1) throw new Error(`count must be a positive integer, not ${process.argv[2]}`)

// mulberry32: small, fast and the same everywhere.
function prng(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = prng(20261122)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
/** Zipf-like: the first words of a list come up far more often, as in real text. */
const pickSkewed = <T>(list: readonly T[]): T => list[Math.floor(random() ** 2.5 * list.length)]!
const between = (min: number, max: number) => min + random() * (max - min)

const LOCALITIES = [
  'Анапа',
  'Джемете',
  'Витязево',
  'Сукко',
  'Большой Утриш',
  'Малый Утриш',
  'Благовещенская',
  'Бугазская коса',
  'Су-Псех',
  'Супсех',
  'Гай-Кодзор',
  'Варваровка',
  'Цибанобалка',
  'Высокий берег',
  'Пионерский проспект',
  'Анапская',
  'Юровка',
  'Красный Курган',
]
const STREETS = [
  'улица Крымская',
  'улица Астраханская',
  'улица Горького',
  'улица Ленина',
  'улица Пушкина',
  'улица Терская',
  'улица Тургенева',
  'Новороссийская улица',
  'улица Шевченко',
  'Северная улица',
  'улица Лермонтова',
  'Пионерский проспект',
  'Черноморская улица',
  'улица Гребенская',
  'Симферопольское шоссе',
]
const NAMES = [
  'Лазурный',
  'Жемчужина',
  'Чайка',
  'Здоровье',
  'Радуга',
  'Бриз',
  'Маяк',
  'Волна',
  'Дельфин',
  'Парус',
  'Солнечный',
  'Морской',
  'Кипарис',
  'Виноградный',
  'Горгиппия',
  'Ривьера',
  'Каравелла',
  'Янтарь',
  'Фортуна',
  'Южный',
]
const SYLLABLES = [
  'ка',
  'ла',
  'ро',
  'ми',
  'на',
  'те',
  'ви',
  'до',
  'се',
  'лу',
  'ба',
  'ри',
  'зо',
  'ке',
  'фа',
  'ню',
  'ша',
  'гор',
  'лин',
  'мар',
]
const WORDS = [
  'море',
  'пляж',
  'песок',
  'галька',
  'дюны',
  'набережная',
  'семья',
  'дети',
  'отдых',
  'прогулка',
  'вид',
  'закат',
  'кафе',
  'прокат',
  'лежаки',
  'спасатели',
  'сосны',
  'лиман',
  'виноградники',
  'вино',
  'дегустация',
  'история',
  'крепость',
  'музей',
  'экскурсия',
  'катер',
  'дельфины',
  'маяк',
  'парк',
  'сквер',
  'фонтан',
  'концерт',
  'фестиваль',
  'выставка',
  'спектакль',
  'праздник',
  'мастер-класс',
  'парковка',
  'аптека',
  'автобус',
  'остановка',
  'рынок',
  'центр',
  'курорт',
  'санаторий',
  'источник',
  'грязи',
  'лечение',
  'мелководье',
  'чистая',
  'теплое',
  'широкий',
  'тихий',
  'уютный',
  'старинный',
  'греческий',
  'античный',
  'морской',
  'песчаный',
  'галечный',
  'детский',
  'семейный',
  'вечерний',
  'летний',
  'бесплатный',
  'удобный',
  'рядом',
  'вдоль',
  'берега',
  'берегу',
  'пляжи',
  'пляжей',
  'пляжам',
  'моря',
  'морю',
  'дюнам',
  'экскурсии',
  'экскурсий',
  'катере',
  'музея',
  'музеи',
  'парка',
  'парке',
  'фестиваля',
  'концерты',
  'выставки',
  'вина',
  'винодельня',
  'винодельни',
  'горы',
  'озеро',
  'кипарисы',
  'скалы',
  'бухта',
  'бухты',
  'смотровая',
  'площадка',
  'скульптура',
  'ворота',
  'собор',
  'храм',
  'кинотеатр',
  'аквапарк',
  'дельфинарий',
  'океанариум',
  'зоопарк',
  'аттракционы',
  'колесо',
  'обозрения',
]

const word = () => {
  // One word in six is a rare made-up name, so the vocabulary grows with the catalogue as real text does.
  if (random() < 1 / 6) return Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join('')
  return pickSkewed(WORDS)
}
const sentence = (min: number, max: number) => Array.from({ length: Math.floor(between(min, max)) }, word).join(' ')
const brand = () => `«${random() < 0.5 ? pick(NAMES) : word()[0]!.toUpperCase() + word().slice(1)}»`

type Kind = { entity: SearchEntity; share: number; title: () => string; labels: () => string; data: () => SearchData }

const hours = (): SearchData =>
  random() < 0.3
    ? { working_hours_from: '00:00', working_hours_to: '24:00', all_day: true }
    : {
        working_hours_from: pick(['07:00', '08:00', '09:00']),
        working_hours_to: pick(['19:00', '20:00', '21:00']),
        all_day: false,
      }

const KINDS: Kind[] = [
  {
    entity: 'beach',
    share: 0.1,
    title: () =>
      pick([`Пляж ${brand()} в ${pick(LOCALITIES)}`, `Пляж ${pick(LOCALITIES)}`, `Дикий пляж у ${pick(NAMES)}`]),
    labels: () =>
      `Пляж ${pick(['Песок', 'Галька', 'Песок и галька'])} ${pick(['Спасатели Душ', 'Лежаки и зонты Кафе', 'Парковка'])}`,
    data: hours,
  },
  {
    entity: 'urban',
    share: 0.25,
    title: () =>
      `${pick(['Аптека', 'Поликлиника', 'Парковка', 'Остановка', 'Банкомат', 'Спасательный пост', 'Зарядная станция'])} ${brand()} на ${pick(STREETS)}`,
    labels: () =>
      pick(['Аптеки', 'Медицина', 'Парковки', 'Транспорт', 'Банкоматы', 'Спасательные посты', 'Зарядные станции']),
    data: () => ({}),
  },
  {
    entity: 'place',
    share: 0.15,
    title: () => `${pick(['Музей', 'Сквер', 'Памятник', 'Смотровая площадка', 'Храм', 'Парк'])} ${brand()}`,
    labels: () => pick(['Достопримечательности', 'Музеи', 'Парки и скверы', 'Природа', 'Смотровые площадки', 'Храмы']),
    data: () => ({}),
  },
  {
    entity: 'route',
    share: 0.05,
    title: () => `${pick(['Прогулка', 'Маршрут', 'Тропа'])} от ${pick(LOCALITIES)} до ${pick(LOCALITIES)}`,
    labels: () => `Пеший маршрут ${pick(['Лёгкий', 'Средний', 'Сложный'])}`,
    data: () => ({
      route_distance_format: `${Math.floor(between(1, 15))},${Math.floor(between(0, 9))}\u00a0км`,
      duration_format: `${Math.floor(between(1, 5))}\u00a0ч ${Math.floor(between(1, 59))}\u00a0мин`,
    }),
  },
  {
    entity: 'event',
    share: 0.2,
    title: () => `${pick(['Концерт', 'Фестиваль', 'Выставка', 'Спектакль', 'Праздник', 'Турнир'])} ${brand()}`,
    labels: () => `Афиша ${pick(['Концерты', 'Фестивали', 'Выставки', 'Спектакли', 'Спорт', 'Детям', 'Праздники'])}`,
    data: () => ({}),
  },
  {
    entity: 'camera',
    share: 0.03,
    title: () => `${pick(LOCALITIES)}, ${pick(STREETS)}`,
    labels: () => 'Онлайн-камера',
    data: () => ({}),
  },
  {
    entity: 'clickpass-products',
    share: 0.12,
    title: () =>
      `${pick(['Экскурсия в', 'Морская прогулка в', 'Дегустация в', 'Джип-тур в', 'Поездка в'])} ${pick(LOCALITIES)}`,
    labels: () =>
      `${pick(['Экскурсия', 'Тур'])} ${pick(['На воде', 'Для всей семьи', 'Дегустации', 'Культура и история', 'Дикая природа'])}`,
    data: () => ({}),
  },
  {
    entity: 'magazine',
    share: 0.1,
    title: () =>
      `${pick(['Куда сходить в', 'Что посмотреть в', 'Лучшие пляжи:', 'Где поесть в', 'Выходные в'])} ${pick(LOCALITIES)}`,
    labels: () => `Журнал ${pick(['Статья', 'Новость', 'Подборка'])}`,
    data: () => ({}),
  },
]

function kindFor(): Kind {
  let r = random()
  for (const kind of KINDS) {
    if ((r -= kind.share) < 0) return kind
  }
  return KINDS[0]!
}

/** The bits of Payload's SQL adapters (SQLite and PostgreSQL alike) a bulk insert needs. */
type DrizzleAdapter = {
  drizzle: { insert: (table: unknown) => { values: (rows: Record<string, unknown>[]) => PromiseLike<unknown> } }
  tables: Record<string, unknown>
}

const payload = await getPayload({ config })
const media = await payload.find({ collection: 'media', pagination: false, depth: 0, select: { updatedAt: true } })
const mediaIds = media.docs.map((m) => m.id)
const db = payload.db as unknown as DrizzleAdapter
const table = db.tables['search_documents']
if (!table) throw new Error('No search_documents table: run the migrations first')

/**
 * SQLite lets one process write only while no other reads: a CMS running on the same file (its
 * search reloads read the whole table) makes a write fail with SQLITE_BUSY. Retried for a while,
 * then reported in one line rather than with every parameter of the statement.
 */
async function retryWhileBusy(what: string, write: () => PromiseLike<unknown>) {
  const deadline = Date.now() + 120_000
  for (let attempt = 1; ; attempt++) {
    try {
      await write()
      return
    } catch (error) {
      const first = error instanceof Error ? error.message.split('\n')[0] : ''
      const text = `${first} ${String((error as { cause?: unknown }).cause ?? '')}`
      if (!/SQLITE_BUSY|database is locked/i.test(text) || Date.now() > deadline) {
        throw new Error(`Bench seed: ${what} failed after ${attempt} attempt(s): ${text.slice(0, 300)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * attempt)))
    }
  }
}

// Re-runnable: the rows of an earlier (or interrupted) run go first, in one statement.
await retryWhileBusy('removing earlier bench rows', () =>
  payload.db.deleteMany({
    collection: 'search-documents',
    where: { refId: { greater_than_equal: BENCH_REF_ID_BASE } },
  }),
)

const now = new Date().toISOString()
const perEntity = new Map<SearchEntity, number>(SEARCH_ENTITIES.map((e) => [e, 0]))
const started = performance.now()
// Small batches hold the write lock briefly, so a CMS on the same file keeps answering.
const BATCH = 200
for (let from = 0; from < count; from += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, i) => {
    const kind = kindFor()
    const refId = BENCH_REF_ID_BASE + from + i
    perEntity.set(kind.entity, perEntity.get(kind.entity)! + 1)
    const located = random() < 0.9
    return {
      key: `${kind.entity}:${refId}`,
      entity: kind.entity,
      refId,
      slug: String(refId),
      title: kind.title(),
      image: mediaIds.length > 0 && random() < 0.8 ? pick(mediaIds) : null,
      data: kind.data(),
      lat: located ? between(44.75, 45.05) : null,
      lon: located ? between(37.2, 37.45) : null,
      labels: normalise(`${kind.labels()} ${BENCH_MARKER}`),
      text: normalise(`${sentence(8, 30)} ${random() < 0.7 ? pick(STREETS) : ''} ${pick(LOCALITIES)}`),
      updatedAt: now,
      createdAt: now,
    }
  })
  await retryWhileBusy('inserting bench rows', () => db.drizzle.insert(table).values(rows))
}
const { totalDocs } = await payload.count({ collection: 'search-documents' })
console.log(
  JSON.stringify({
    inserted: count,
    total: totalDocs,
    perEntity: Object.fromEntries(perEntity),
    ms: Math.round(performance.now() - started),
  }),
)
process.exit(0)
