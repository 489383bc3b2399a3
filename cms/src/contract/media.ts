import type { Media } from '@/payload-types'
import { env } from '@/env'

export type ContractImage = { url: string; width: number | null; height: number | null; alt: string }

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${env.apiBaseUrl}${url}`)

/** Media as the contract gives it: an absolute URL with its size, so pages reserve the space. */
export function toImage(
  media: number | Pick<Media, 'url' | 'width' | 'height' | 'alt'> | null | undefined,
): ContractImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return { url: absolute(media.url), width: media.width ?? null, height: media.height ?? null, alt: media.alt }
}
