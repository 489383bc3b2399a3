import { featureLabel } from '@anapa/shared/accessibility/features'
import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type * as G from '@/graphql/__generated__/resolvers-types'

/**
 * «Доступная среда» in the schema's names (graphql/schema/catalogue.ts, Accessibility;
 * docs/decisions/0055-accessibility-as-data.md). The contract carries feature keys; their labels
 * come from the one vocabulary, and a key it does not know (a city API ahead of us) is left out.
 */
export function toAccessibility(a: R.RestAccessibility | R.RestRouteAccessibility): G.Accessibility {
  const features = a.features.flatMap((key) => {
    const label = featureLabel(key)
    return label === null ? [] : [{ key, label }]
  })
  return {
    features,
    note: a.note,
    accessible: a.accessible,
    surface: 'surface' in a ? a.surface : null,
    gradient: 'gradient' in a ? a.gradient : null,
  }
}

/** The REST list's `accessible` parameter: only `true` filters, so false and null ask for everything. */
export const accessibleArg = (accessible: boolean | null | undefined) => (accessible ? ('true' as const) : undefined)
