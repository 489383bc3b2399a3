import { describe, expect, it } from '@jest/globals'

import { FEATURES_BY_KIND, isAccessible, type AccessibilityKind } from '@anapa/shared/accessibility/features'
import {
  accessibilityData,
  BEACH_ACCESSIBILITY,
  INFRASTRUCTURE_ACCESSIBILITY,
  PLACE_ACCESSIBILITY,
  ROUTE_ACCESSIBILITY,
  type SeedAccessibility,
} from './accessibility'
import { BEACHES } from './beaches'
import { INFRASTRUCTURE } from './infrastructure'
import { PLACES } from './places'
import { WALKING_ROUTES } from './walkingRoutes'

// The demo must show «Доступная среда» with something on both sides of the filter.

const TABLES: [AccessibilityKind, Readonly<Record<string, SeedAccessibility>>, readonly { title: string }[]][] = [
  ['beach', BEACH_ACCESSIBILITY, BEACHES],
  ['place', PLACE_ACCESSIBILITY, PLACES],
  ['infrastructure', INFRASTRUCTURE_ACCESSIBILITY, INFRASTRUCTURE],
  ['route', ROUTE_ACCESSIBILITY, WALKING_ROUTES],
]

const accessibleTitles = (kind: AccessibilityKind, table: Readonly<Record<string, SeedAccessibility>>) =>
  Object.keys(table).filter((title) => isAccessible(kind, accessibilityData(table, title)))

describe('the demo’s accessibility', () => {
  it.each(TABLES)('%s: every entry names a seeded item and only features of its kind', (kind, table, items) => {
    const titles = items.map((i) => i.title)
    for (const [title, entry] of Object.entries(table)) {
      expect(titles).toContain(title)
      for (const f of entry.features) expect(FEATURES_BY_KIND[kind]).toContain(f)
    }
  })

  it.each(TABLES)('%s: at least two accessible and two not', (kind, table, items) => {
    const accessible = accessibleTitles(kind, table)
    expect(accessible.length).toBeGreaterThanOrEqual(2)
    expect(items.length - accessible.length).toBeGreaterThanOrEqual(2)
  })

  it('gives Центральный пляж a ramp and a floating wheelchair', () => {
    expect(BEACH_ACCESSIBILITY['Центральный пляж']?.features).toEqual(
      expect.arrayContaining(['ramp', 'floating_wheelchair']),
    )
  })

  it('records nothing for an item left out', () => {
    expect(accessibilityData(BEACH_ACCESSIBILITY, 'Бугазская коса')).toBeUndefined()
    expect(accessibilityData(ROUTE_ACCESSIBILITY, 'Подъём на гору Лысую')).toMatchObject({
      surface: 'ground',
      gradient: 'steep',
    })
  })
})
