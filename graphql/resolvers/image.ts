import type { RestImage } from '@/graphql/datasources/restTypes'
import type { Image } from '@/graphql/__generated__/resolvers-types'
import { serverEnv } from '@/lib/server/env'
import { toSitePath } from '@/lib/media/mediaPath'

/**
 * Every picture of the gateway passes here: the CMS's absolute media URL becomes the site's own
 * `/media/<name>`, so the CMS's internal address never reaches a page. A picture on any
 * other host is dropped, not proxied.
 */
export function toImage(image: RestImage | null | undefined): Image | null {
  const url = toSitePath(image?.url, serverEnv.apiBaseUrl)
  return image && url ? { url, width: image.width, height: image.height, alt: image.alt } : null
}

/** A gallery: pictures the site cannot serve are left out rather than shown broken. */
export const toImages = (list: RestImage[] | null | undefined): Image[] =>
  (list ?? []).map(toImage).filter((image): image is Image => image !== null)
