import {
  ACCESSIBILITY_FEATURES,
  ACCESSIBILITY_KINDS,
  accessibilityJsonLd,
  type AccessibilityKind,
  featureLabel,
  featuresOf,
  FEATURES_BY_KIND,
  isAccessible,
  routeGradientOf,
  routeSurfaceOf,
} from './features'

describe('the accessibility vocabulary', () => {
  it('labels every feature in Russian, each key once', () => {
    const keys = ACCESSIBILITY_FEATURES.map((f) => f.value)
    expect(new Set(keys).size).toBe(keys.length)
    expect(featureLabel('step_free')).toBe('Вход без ступенек')
    expect(featureLabel('floating_wheelchair')).toBe('Плавательная коляска')
    expect(featureLabel('elevator')).toBeNull()
  })

  it.each(ACCESSIBILITY_KINDS)('%s has only features the vocabulary knows', (kind) => {
    const keys: readonly string[] = ACCESSIBILITY_FEATURES.map((f) => f.value)
    for (const f of FEATURES_BY_KIND[kind]) expect(keys).toContain(f)
  })

  it.each(ACCESSIBILITY_KINDS)('%s lists its features in the vocabulary’s order', (kind) => {
    const order: readonly string[] = ACCESSIBILITY_FEATURES.map((f) => f.value)
    const positions = FEATURES_BY_KIND[kind].map((f) => order.indexOf(f))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('gives only beaches the mat and the floating wheelchair', () => {
    expect(FEATURES_BY_KIND.beach).toEqual(expect.arrayContaining(['beach_mat', 'floating_wheelchair']))
    for (const kind of ['place', 'infrastructure', 'route'] as const) {
      expect(FEATURES_BY_KIND[kind]).not.toContain('beach_mat')
      expect(FEATURES_BY_KIND[kind]).not.toContain('floating_wheelchair')
    }
  })

  it('keeps known features of the kind, in the vocabulary order, and drops the rest', () => {
    expect(featuresOf('place', ['audio', 'ramp', 'beach_mat', 'ramp', null, '<script>', ''])).toEqual(['ramp', 'audio'])
    expect(featuresOf('beach', null)).toEqual([])
  })

  it('reads route surfaces and gradients as options', () => {
    expect(routeSurfaceOf('tiles')).toEqual({ value: 'tiles', label: 'Плитка' })
    expect(routeGradientOf('steep')).toEqual({ value: 'steep', label: 'Крутой' })
    expect(routeSurfaceOf('lava')).toBeNull()
    expect(routeGradientOf(null)).toBeNull()
  })
})

describe('isAccessible: what «Доступная среда» filters by', () => {
  const cases: [AccessibilityKind, Parameters<typeof isAccessible>[1], boolean][] = [
    ['place', { features: ['step_free'] }, true],
    ['place', { features: ['ramp', 'audio'] }, true],
    ['place', { features: ['accessible_toilet', 'disabled_parking', 'tactile', 'audio'] }, false],
    ['place', { features: [] }, false],
    ['place', null, false],
    ['place', { features: ['beach_mat'] }, false],
    ['infrastructure', { features: ['ramp'] }, true],
    ['infrastructure', { features: ['disabled_parking'] }, false],
    ['beach', { features: ['ramp'] }, true],
    ['beach', { features: ['beach_mat'] }, true],
    ['beach', { features: ['floating_wheelchair'] }, true],
    ['beach', { features: ['accessible_toilet', 'disabled_parking'] }, false],
    ['beach', { features: ['STEP_FREE', 'Пандус'] }, false],
    ['route', { surface: 'asphalt', gradient: 'flat' }, true],
    ['route', { surface: 'tiles', gradient: 'gentle' }, true],
    ['route', { surface: 'mixed', gradient: 'gentle' }, true],
    ['route', { surface: 'sand', gradient: 'flat' }, false],
    ['route', { surface: 'ground', gradient: 'flat' }, false],
    ['route', { surface: 'asphalt', gradient: 'steep' }, false],
    ['route', { surface: 'asphalt' }, false],
    ['route', { gradient: 'flat' }, false],
    ['route', { surface: 'lava', gradient: 'flat' }, false],
    ['route', { features: ['step_free', 'ramp'] }, false],
    ['route', undefined, false],
  ]
  it.each(cases)('%s %j → %s', (kind, data, expected) => {
    expect(isAccessible(kind, data)).toBe(expected)
  })
})

describe('accessibilityJsonLd: schema.org for the entry page', () => {
  it('lists recorded features as amenities and the W3C terms', () => {
    expect(accessibilityJsonLd('beach', { features: ['tactile', 'ramp', 'floating_wheelchair'] })).toEqual({
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Пандус', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Плавательная коляска', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Тактильные указатели', value: true },
      ],
      accessibilityFeature: ['tactileObject'],
    })
  })

  it('adds a route’s surface and gradient by their labels', () => {
    expect(accessibilityJsonLd('route', { features: ['audio'], surface: 'tiles', gradient: 'gentle' })).toEqual({
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Звуковые подсказки', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Покрытие', value: 'Плитка' },
        { '@type': 'LocationFeatureSpecification', name: 'Уклон', value: 'Пологий' },
      ],
      accessibilityFeature: ['audioDescription'],
    })
  })

  it('says nothing for an entry without data, and never passes unknown text through', () => {
    expect(accessibilityJsonLd('place', null)).toEqual({ amenityFeature: [], accessibilityFeature: [] })
    expect(accessibilityJsonLd('place', { features: ['</script><script>alert(1)</script>'] })).toEqual({
      amenityFeature: [],
      accessibilityFeature: [],
    })
    expect(accessibilityJsonLd('place', { surface: 'asphalt' }).amenityFeature).toEqual([])
  })
})
