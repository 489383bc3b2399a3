import type { AccessibilityFeature, RouteGradient, RouteSurface } from '@anapa/shared/accessibility/features'

/**
 * «Доступная среда» of the demo catalogue (docs/decisions/0055-accessibility-as-data.md), keyed by
 * the item's title in beaches.ts, places.ts, infrastructure.ts and walkingRoutes.ts. Some entries
 * are accessible and some plainly are not (a stair down to the water, a climb), so the filter
 * always has both sides to show; entries left out record nothing.
 */
export type SeedAccessibility<F extends AccessibilityFeature = AccessibilityFeature> = {
  features: F[]
  note?: string
}

/** What places, infrastructure and routes can have: all but the beach's mat and floating wheelchair. */
type OnLand = Exclude<AccessibilityFeature, 'floating_wheelchair' | 'beach_mat'>

export type SeedRouteAccessibility = SeedAccessibility<OnLand> & { surface: RouteSurface; gradient: RouteGradient }

export const BEACH_ACCESSIBILITY: Readonly<Record<string, SeedAccessibility>> = {
  'Центральный пляж': {
    features: ['ramp', 'beach_mat', 'floating_wheelchair', 'accessible_toilet', 'disabled_parking'],
    note: 'Пандус и дорожка к воде — у спасательной станции. Плавательную коляску бесплатно выдают спасатели, с сопровождающим.',
  },
  'Пляж на Пионерском проспекте': {
    features: ['step_free', 'beach_mat', 'accessible_toilet'],
    note: 'Дорожка к воде от входа с Пионерского проспекта, дом 14.',
  },
  'Пляж Джемете': {
    features: ['beach_mat', 'disabled_parking'],
    note: 'Дорожка к воде у центрального спуска, парковка для людей с инвалидностью — у входа с Пионерского проспекта.',
  },
  'Малая бухта': {
    features: [],
    note: 'К воде ведёт лестница, пандуса нет.',
  },
  'Пляж Высокого берега': {
    features: [],
    note: 'Спуск к морю по крутой лестнице с обрыва; на коляске не пройти.',
  },
  'Большой Утриш': {
    features: ['disabled_parking'],
    note: 'Галька и крутой берег, дорожки к воде нет.',
  },
}

export const PLACE_ACCESSIBILITY: Readonly<Record<string, SeedAccessibility<OnLand>>> = {
  'Археологический музей-заповедник «Горгиппия»': {
    features: ['ramp', 'accessible_toilet', 'tactile'],
    note: 'Пандус у входа в экспозиционный зал; по раскопу проложены ровные дорожки, к части кладок не подъехать.',
  },
  'Сквер имени Гудовича': {
    features: ['step_free'],
  },
  'Парк 30-летия Победы': {
    features: ['step_free', 'accessible_toilet', 'disabled_parking'],
    note: 'Ровные асфальтовые аллеи; туалет для людей на колясках у главного входа.',
  },
  'Набережная «Паралия» в Витязево': {
    features: ['step_free', 'ramp'],
    note: 'К морю от набережной ведут пандусы.',
  },
  'Анапский маяк': {
    features: [],
    note: 'Территория маяка закрыта, смотреть на него можно с набережной Высокого берега.',
  },
  'Гора Лысая': {
    features: [],
    note: 'Грунтовая тропа с крутым подъёмом.',
  },
}

export const INFRASTRUCTURE_ACCESSIBILITY: Readonly<Record<string, SeedAccessibility<OnLand>>> = {
  'Травмпункт городской больницы': {
    features: ['ramp', 'accessible_toilet', 'disabled_parking'],
  },
  'Автовокзал Анапы': {
    features: ['step_free', 'accessible_toilet', 'disabled_parking', 'tactile', 'audio'],
    note: 'Объявления о посадке дублируются на табло; у касс — тактильная плитка.',
  },
  'Парковка у Центрального пляжа': {
    features: ['step_free', 'disabled_parking'],
    note: 'Места для людей с инвалидностью — у въезда, бесплатно с опознавательным знаком.',
  },
  'Общественный туалет у Театральной площади': {
    features: ['ramp', 'accessible_toilet'],
  },
  'Аптека на Пионерском проспекте': {
    features: [],
    note: 'Вход по трём ступеням, у двери кнопка вызова фармацевта.',
  },
  'Туристский информационный центр': {
    features: ['tactile'],
    note: 'Вход по ступеням, пандуса нет.',
  },
}

export const ROUTE_ACCESSIBILITY: Readonly<Record<string, SeedRouteAccessibility>> = {
  'Высокий берег: от Русских ворот до маяка': { features: ['step_free'], surface: 'tiles', gradient: 'gentle' },
  'Набережная и Центральный пляж': {
    features: ['step_free', 'accessible_toilet', 'disabled_parking'],
    surface: 'tiles',
    gradient: 'flat',
    note: 'Вся набережная вымощена плиткой; спуски к пляжу — по пандусам.',
  },
  'Исторический центр по кругу': {
    features: ['step_free'],
    surface: 'asphalt',
    gradient: 'gentle',
    note: 'У Русских ворот — бордюры без съездов.',
  },
  'Вдоль моря от центра до Джемете': {
    features: [],
    surface: 'mixed',
    gradient: 'flat',
    note: 'За Пионерским проспектом часть пути идёт по песку.',
  },
  'Витязево: Паралия и пляж': { features: ['step_free', 'ramp'], surface: 'tiles', gradient: 'flat' },
  'Сукко: от моря к Кипарисовому озеру': { features: [], surface: 'ground', gradient: 'gentle' },
  'Подъём на гору Лысую': {
    features: [],
    surface: 'ground',
    gradient: 'steep',
    note: 'Крутая грунтовая тропа, после дождя скользкая.',
  },
}

/** An item's accessibility as the CMS stores it; nothing recorded for an item left out above. */
export function accessibilityData<T extends SeedAccessibility | SeedRouteAccessibility>(
  table: Readonly<Record<string, T>>,
  title: string,
) {
  const entry = table[title]
  if (!entry) return undefined
  return {
    features: entry.features as T['features'],
    note: entry.note ?? null,
    ...('surface' in entry ? { surface: entry.surface, gradient: entry.gradient } : {}),
  }
}
