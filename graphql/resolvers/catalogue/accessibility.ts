import { featureLabel } from '@anapa/shared/accessibility/features'
import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type * as G from '@/graphql/__generated__/resolvers-types'

/**
 * «Доступная среда» in the schema's names (graphql/schema/catalogue.ts, Accessibility;
 * docs/decisions/0055-accessibility-as-data.md). The contract carries feature keys; their labels
 * come from the one vocabulary, and a key it does not know (a city API ahead of us) is left out.
 */
export function toAccessibility(a: R.RestAccessibility | R.RestRouteAccessibility | null | undefined): G.Accessibility {
  // An upstream that does not send the object yet (a city API, a CMS mid-deploy) reads as nothing
  // recorded: the item stays on its page, and out of the «Доступная среда» filter.
  if (!a) return NOTHING_RECORDED
  const features = (a.features ?? []).flatMap((key) => {
    const label = featureLabel(key)
    return label === null ? [] : [{ key, label }]
  })
  return {
    features,
    note: a.note ?? null,
    accessible: a.accessible === true,
    surface: 'surface' in a ? a.surface : null,
    gradient: 'gradient' in a ? a.gradient : null,
  }
}

const NOTHING_RECORDED: G.Accessibility = { features: [], note: null, accessible: false, surface: null, gradient: null }

/** The REST list's `accessible` parameter: only `true` filters, so false and null ask for everything. */
export const accessibleArg = (accessible: boolean | null | undefined) => (accessible ? ('true' as const) : undefined)
