import type { PreviewTarget } from '@anapa/shared/preview/token'
import type { CollectionSlug } from 'payload'

type Doc = Record<string, unknown>

const bySlug = (collection: string) => (doc: Doc) =>
  typeof doc.slug === 'string' && doc.slug ? { collection, key: doc.slug } : null
const byId = (collection: string) => (doc: Doc) =>
  typeof doc.id === 'number' ? { collection, key: String(doc.id) } : null

/**
 * The collections whose documents have a page of their own on the site, and the keys the site
 * addresses them by (as the revalidation message names them; the site owns its URLs). Groups and
 * cameras are shown only inside lists, so they have no preview.
 */
export const PREVIEW_TARGETS: Partial<Record<CollectionSlug | (string & {}), (doc: Doc) => PreviewTarget | null>> = {
  magazines: (doc) =>
    typeof doc.slug === 'string' && doc.slug && typeof doc.type === 'string'
      ? { collection: 'magazines', key: doc.slug, type: doc.type }
      : null,
  events: bySlug('events'),
  tours: bySlug('tours'),
  'infrastructure-objects': bySlug('infrastructure-objects'),
  places: byId('places'),
  'walking-routes': byId('walking-routes'),
  beaches: byId('beaches'),
}
