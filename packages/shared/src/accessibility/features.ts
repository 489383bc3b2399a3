/**
 * Accessibility of places as data (docs/decisions/0055-accessibility-as-data.md): the one
 * vocabulary the CMS, the contract, the gateway and the site share. The feature keys and their
 * Russian labels, which features each kind of catalogue entry can have, a route's surface and
 * gradient, the rule «Доступная среда» filters by, and the schema.org mapping for JSON-LD.
 * Self-contained on purpose: Payload's type generator loads @anapa/shared modules untranspiled,
 * so this one imports no other.
 */

type Option<V extends string = string> = { readonly value: V; readonly label: string }

/** Every feature an entry can record, in the order editors and visitors read them. */
export const ACCESSIBILITY_FEATURES = [
  { value: 'step_free', label: 'Вход без ступенек' },
  { value: 'ramp', label: 'Пандус' },
  { value: 'accessible_toilet', label: 'Туалет для людей на колясках' },
  { value: 'disabled_parking', label: 'Парковка для людей с инвалидностью' },
  { value: 'floating_wheelchair', label: 'Плавательная коляска' },
  { value: 'beach_mat', label: 'Дорожка к воде' },
  { value: 'tactile', label: 'Тактильные указатели' },
  { value: 'audio', label: 'Звуковые подсказки' },
] as const satisfies readonly Option[]

export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number]['value']

/** The kinds of entry that record accessibility: beaches, places, infrastructure, walking routes. */
export const ACCESSIBILITY_KINDS = ['beach', 'place', 'infrastructure', 'route'] as const
export type AccessibilityKind = (typeof ACCESSIBILITY_KINDS)[number]

const ON_LAND: readonly AccessibilityFeature[] = [
  'step_free',
  'ramp',
  'accessible_toilet',
  'disabled_parking',
  'tactile',
  'audio',
]

/** Which features apply to which kind, in the vocabulary's order: only beaches have a floating wheelchair or a mat to the water. */
export const FEATURES_BY_KIND: Readonly<Record<AccessibilityKind, readonly AccessibilityFeature[]>> = {
  beach: ACCESSIBILITY_FEATURES.map((f) => f.value),
  place: ON_LAND,
  infrastructure: ON_LAND,
  route: ON_LAND,
}

/** A walking route's surface underfoot (or under the wheels). */
export const ROUTE_SURFACES = [
  { value: 'asphalt', label: 'Асфальт' },
  { value: 'tiles', label: 'Плитка' },
  { value: 'ground', label: 'Грунт' },
  { value: 'sand', label: 'Песок' },
  { value: 'mixed', label: 'Смешанное' },
] as const satisfies readonly Option[]

export type RouteSurface = (typeof ROUTE_SURFACES)[number]['value']

/** A walking route's steepest stretch. */
export const ROUTE_GRADIENTS = [
  { value: 'flat', label: 'Ровный' },
  { value: 'gentle', label: 'Пологий' },
  { value: 'steep', label: 'Крутой' },
] as const satisfies readonly Option[]

export type RouteGradient = (typeof ROUTE_GRADIENTS)[number]['value']

/** What «Доступная среда» calls accessible is wheelchair access, so these surfaces rule a route out. */
const IMPASSABLE_SURFACES: readonly string[] = ['sand', 'ground']
const ENTRY_FEATURES: readonly string[] = ['step_free', 'ramp']
const BEACH_WATER_FEATURES: readonly string[] = ['beach_mat', 'floating_wheelchair']

/** An entry's accessibility as the CMS stores it; unknown strings are tolerated and ignored. */
export type AccessibilityData = {
  features?: readonly (string | null | undefined)[] | null
  surface?: string | null
  gradient?: string | null
}

/** The entry's features that the vocabulary knows and its kind can have, in the vocabulary's order. */
export function featuresOf(kind: AccessibilityKind, features: AccessibilityData['features']): AccessibilityFeature[] {
  const given = new Set(features ?? [])
  return FEATURES_BY_KIND[kind].filter((f) => given.has(f))
}

const optionOf = <V extends string>(options: readonly Option<V>[], value: string | null | undefined) =>
  options.find((o) => o.value === value) ?? null

/** The surface as `{value, label}`, or null when the editor gave none (or an unknown one). */
export const routeSurfaceOf = (value: string | null | undefined) => optionOf(ROUTE_SURFACES, value)
/** The gradient as `{value, label}`, or null when the editor gave none (or an unknown one). */
export const routeGradientOf = (value: string | null | undefined) => optionOf(ROUTE_GRADIENTS, value)

/**
 * The rule «Доступная среда» filters by, and the only place it is written down:
 * - a place, an infrastructure object: a step-free entrance or a ramp;
 * - a beach: the same, or a mat to the water, or a floating wheelchair;
 * - a walking route: a known surface that is neither sand nor bare ground, and a gradient that is
 *   known and not steep. A route the editor has not described is not called accessible.
 */
export function isAccessible(kind: AccessibilityKind, data: AccessibilityData | null | undefined): boolean {
  if (kind === 'route') {
    const surface = routeSurfaceOf(data?.surface)
    const gradient = routeGradientOf(data?.gradient)
    return (
      surface !== null &&
      gradient !== null &&
      !IMPASSABLE_SURFACES.includes(surface.value) &&
      gradient.value !== 'steep'
    )
  }
  const features = featuresOf(kind, data?.features)
  const counts = kind === 'beach' ? [...ENTRY_FEATURES, ...BEACH_WATER_FEATURES] : ENTRY_FEATURES
  return features.some((f) => counts.includes(f))
}

/** The Russian label of a feature key; null for a key the vocabulary does not know. */
export const featureLabel = (value: string): string | null => optionOf(ACCESSIBILITY_FEATURES, value)?.label ?? null

/** schema.org's LocationFeatureSpecification, as JSON-LD `amenityFeature` lists it. */
export type LocationFeatureSpecification = {
  '@type': 'LocationFeatureSpecification'
  name: string
  value: boolean | string
}

/**
 * schema.org `accessibilityFeature` values (the W3C list schema.org refers to) for the features that
 * have one; the others are only amenity features, since that list describes content, not buildings.
 */
const SCHEMA_ORG_ACCESSIBILITY: Partial<Record<AccessibilityFeature, string>> = {
  tactile: 'tactileObject',
  audio: 'audioDescription',
}

export type AccessibilityJsonLd = {
  amenityFeature: LocationFeatureSpecification[]
  accessibilityFeature: string[]
}

/**
 * The JSON-LD an entry's page adds for its accessibility: each recorded feature as an amenity with
 * value true, a route's surface and gradient as amenities with their label, and the W3C terms.
 * Absent features are left out rather than written as false: an editor's blank is not a «нет».
 */
export function accessibilityJsonLd(
  kind: AccessibilityKind,
  data: AccessibilityData | null | undefined,
): AccessibilityJsonLd {
  const features = featuresOf(kind, data?.features)
  const amenityFeature: LocationFeatureSpecification[] = features.map((f) => ({
    '@type': 'LocationFeatureSpecification',
    name: featureLabel(f) ?? f,
    value: true,
  }))
  if (kind === 'route') {
    const surface = routeSurfaceOf(data?.surface)
    const gradient = routeGradientOf(data?.gradient)
    if (surface)
      amenityFeature.push({ '@type': 'LocationFeatureSpecification', name: 'Покрытие', value: surface.label })
    if (gradient) amenityFeature.push({ '@type': 'LocationFeatureSpecification', name: 'Уклон', value: gradient.label })
  }
  const accessibilityFeature = features
    .map((f) => SCHEMA_ORG_ACCESSIBILITY[f])
    .filter((term): term is string => term !== undefined)
  return { amenityFeature, accessibilityFeature }
}
