import { InMemoryCache } from '@apollo/client'

import possibleTypes from '@/lib/__generated__/possibleTypes'

/**
 * Types whose `id` is unique only within their kind: a beach, a place and a route can all be
 * `1`. Normalised by `id` alone they would overwrite one another in the cache (the map once
 * listed "Центральный пляж" five times), so they are stored inside their parent instead.
 */
const UNNORMALISED = ['MapObject', 'SearchResult', 'GroupRef'] as const

export const createCache = () =>
  new InMemoryCache({
    possibleTypes: possibleTypes.possibleTypes,
    typePolicies: {
      ...Object.fromEntries(UNNORMALISED.map((type) => [type, { keyFields: false as const }])),
      // A car's key is its canonical plate (docs/spec.md#7-calls-the-product-makes car/update and car/remove name it
      // so).
      Car: { keyFields: ['plate'] },
      // A favourite is one item of one kind: a beach and a place may share the key '12'.
      Favorite: { keyFields: ['entity', 'slug'] },
    },
  })
