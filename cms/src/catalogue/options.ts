/**
 * Value lists of the catalogue collections. Values travel through the REST contract and the
 * site's URLs (filters), labels are what editors and visitors read.
 */
export type Option<V extends string = string> = { readonly value: V; readonly label: string }

/** docs/spec.md#3-entities-and-their-fields "Tour tag": the 30 kinds, in the spec's order. */
export const TOUR_TAGS = [
  { value: 'excursion', label: 'Экскурсии' },
  { value: 'hotel', label: 'Отели' },
  { value: 'masterClass', label: 'Мастер-классы' },
  { value: 'rental', label: 'Прокат' },
  { value: 'entryTicket', label: 'Входные билеты' },
  { value: 'tasting', label: 'Дегустации' },
  { value: 'onTheWater', label: 'На воде' },
  { value: 'wellnessSpa', label: 'Оздоровление и спа' },
  { value: 'foodAndDrink', label: 'Еда и напитки' },
  { value: 'countryRestAndNature', label: 'Загородный отдых и природа' },
  { value: 'forCouples', label: 'Для двоих' },
  { value: 'forWholeFamily', label: 'Для всей семьи' },
  { value: 'forGroups', label: 'Для групп' },
  { value: 'cultureAndHistory', label: 'Культура и история' },
  { value: 'religiousEvent', label: 'Религиозные события' },
  { value: 'music', label: 'Музыка' },
  { value: 'sportsAndAdventure', label: 'Спорт и приключения' },
  { value: 'wildNature', label: 'Дикая природа' },
  { value: 'festiveEvent', label: 'Праздники' },
  { value: 'snowAndWinterSports', label: 'Снег и зимние виды спорта' },
  { value: 'museumAndExhibition', label: 'Музеи и выставки' },
  { value: 'nationalPark', label: 'Национальные парки' },
  { value: 'attraction', label: 'Аттракционы' },
  { value: 'zooAndAquarium', label: 'Зоопарки и океанариумы' },
  { value: 'observationDecks', label: 'Смотровые площадки' },
  { value: 'avia', label: 'Авиа' },
  { value: 'cruise', label: 'Круизы' },
  { value: 'landmark', label: 'Достопримечательности' },
  { value: 'theater', label: 'Театры' },
  { value: 'other', label: 'Другое' },
] as const satisfies readonly Option[]

export type TourTag = (typeof TOUR_TAGS)[number]['value']

export const TOUR_KINDS = [
  { value: 'excursion', label: 'Экскурсия' },
  { value: 'tour', label: 'Тур' },
] as const satisfies readonly Option[]

export const EVENT_CATEGORIES = [
  { value: 'concert', label: 'Концерты' },
  { value: 'festival', label: 'Фестивали' },
  { value: 'exhibition', label: 'Выставки' },
  { value: 'theatre', label: 'Спектакли' },
  { value: 'sport', label: 'Спорт' },
  { value: 'kids', label: 'Детям' },
  { value: 'holiday', label: 'Праздники' },
] as const satisfies readonly Option[]

export const AGE_LIMITS = ['0+', '6+', '12+', '16+', '18+'] as const

export const INFRASTRUCTURE_CATEGORIES = [
  { value: 'medicine', label: 'Медицина' },
  { value: 'pharmacy', label: 'Аптеки' },
  { value: 'transport', label: 'Транспорт' },
  { value: 'parking', label: 'Парковки' },
  { value: 'rescue', label: 'Спасательные посты' },
  { value: 'police', label: 'Полиция' },
  { value: 'toilets', label: 'Туалеты' },
  { value: 'info', label: 'Турцентры' },
  { value: 'bank', label: 'Банкоматы' },
  { value: 'charging', label: 'Зарядные станции' },
] as const satisfies readonly Option[]

export const PLACE_CATEGORIES = [
  { value: 'landmark', label: 'Достопримечательности' },
  { value: 'museum', label: 'Музеи' },
  { value: 'park', label: 'Парки и скверы' },
  { value: 'nature', label: 'Природа' },
  { value: 'viewpoint', label: 'Смотровые площадки' },
  { value: 'temple', label: 'Храмы' },
] as const satisfies readonly Option[]

export const ROUTE_DIFFICULTIES = [
  { value: 'easy', label: 'Лёгкий' },
  { value: 'medium', label: 'Средний' },
  { value: 'hard', label: 'Сложный' },
] as const satisfies readonly Option[]

export const BEACH_SURFACES = [
  { value: 'sand', label: 'Песок' },
  { value: 'pebble', label: 'Галька' },
  { value: 'mixed', label: 'Песок и галька' },
  { value: 'rock', label: 'Скалы и камни' },
] as const satisfies readonly Option[]

export const BEACH_AMENITIES = [
  { value: 'lifeguards', label: 'Спасатели' },
  { value: 'medicalPost', label: 'Медпункт' },
  { value: 'showers', label: 'Душ' },
  { value: 'changingRooms', label: 'Кабинки для переодевания' },
  { value: 'toilets', label: 'Туалеты' },
  { value: 'sunbeds', label: 'Лежаки и зонты' },
  { value: 'cafe', label: 'Кафе' },
  { value: 'rental', label: 'Прокат' },
  { value: 'kidsArea', label: 'Детская площадка' },
  { value: 'accessible', label: 'Доступная среда' },
  { value: 'parking', label: 'Парковка' },
] as const satisfies readonly Option[]

export const labelOf = (options: readonly Option[], value: string | null | undefined): string | null =>
  options.find((o) => o.value === value)?.label ?? null

export type ContractOption = { value: string; label: string }

/** A value as the contract carries it, `{value, label}`; null for an unknown or empty value. */
export const toOption = (options: readonly Option[], value: string | null | undefined): ContractOption | null => {
  const label = labelOf(options, value)
  return value && label ? { value, label } : null
}

export const toOptions = (options: readonly Option[], values: readonly string[] | null | undefined) =>
  (values ?? []).map((v) => toOption(options, v)).filter((o): o is ContractOption => o !== null)

export const selectOptions = (options: readonly Option[]) => options.map(({ value, label }) => ({ value, label }))
