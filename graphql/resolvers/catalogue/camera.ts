import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type * as G from '@/graphql/__generated__/resolvers-types'
import { toImage } from '../image'
import { point } from './shared'

/** Live cameras: Query.cameras lists them all (there are few, and no detail page). */

export const toCamera = (c: R.RestCamera): G.Camera => ({
  id: String(c.id),
  title: c.title,
  summary: c.summary,
  streamUrl: c.stream_url,
  poster: toImage(c.poster),
  address: c.address,
  location: point(c.location),
})

export const cameraQueries: Pick<G.QueryResolvers, 'cameras'> = {
  cameras: async (_p, _args, { api }) => (await api.cameras()).map(toCamera),
}
