import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type * as G from '@/graphql/__generated__/resolvers-types'
import { accessibleArg, toAccessibility } from './accessibility'
import { card, detail, hours, oneValue, orNull, pageArgs, point, toPage } from './shared'

/** The resort's infrastructure: Query.infrastructure pages the cards, Query.infrastructureObject answers one. */

const infrastructureFields = (o: R.RestInfrastructureCard) => ({
  ...card(o),
  slug: o.slug,
  category: o.category,
  address: o.address,
  workingHours: hours(o.working_hours),
  location: point(o.location),
  accessibility: toAccessibility(o.accessibility),
})

export const toInfrastructureCard = (o: R.RestInfrastructureCard) => infrastructureFields(o)

export const toInfrastructureObject = (o: R.RestInfrastructure): G.InfrastructureObject => ({
  ...infrastructureFields(o),
  ...detail(o),
  phone: o.phone,
  website: o.website,
})

/** A list answers an object's card fields, the detail query all of them (codegen.ts mappers). */
export type InfrastructureObjectParent = G.InfrastructureObject | ReturnType<typeof toInfrastructureCard>

export const infrastructureObjectQueries: Pick<G.QueryResolvers, 'infrastructure' | 'infrastructureObject'> = {
  infrastructure: async (_p, { page, category, accessible }, { api }) =>
    toPage(
      await api.infrastructureList({
        ...pageArgs(page),
        category: oneValue(category),
        accessible: accessibleArg(accessible),
      }),
      page,
      toInfrastructureCard,
    ),
  infrastructureObject: (_p, { slug }, { api }) => orNull(() => api.infrastructureObject(slug), toInfrastructureObject),
}
