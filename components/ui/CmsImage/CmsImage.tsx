import Image from 'next/image'
import { useState } from 'react'

import { Icon } from '@/components/ui/Icon'
import styles from './CmsImage.module.css'

export type CmsImageData = { url: string; width?: number | null; height?: number | null; alt: string }

type Props = {
  image: CmsImageData
  /** The `sizes` attribute: which width the image takes at each breakpoint. */
  sizes: string
  /** The page's largest picture (its LCP): fetched first, never lazily. */
  priority?: boolean
  className?: string
}

/** Pictures whose size the CMS did not record still get a 3:2 box, so nothing shifts. */
const FALLBACK = { width: 1200, height: 800 }

/**
 * A picture from the CMS through the image optimiser, with the intrinsic size the CMS gives
 * (docs/architecture.md#6-ui). A picture that fails to load shows the broken-image icon
 * (docs/spec.md#8-error-catalogue).
 */
export function CmsImage({ image, sizes, priority = false, className }: Props) {
  const [broken, setBroken] = useState(false)
  const width = image.width ?? FALLBACK.width
  const height = image.height ?? FALLBACK.height
  if (broken) {
    return (
      <span
        className={className ? `${styles.broken} ${className}` : styles.broken}
        style={{ aspectRatio: `${width} / ${height}` }}
        role="img"
        aria-label={image.alt}
      >
        <Icon name="broken-image" size="lg" />
      </span>
    )
  }
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={width}
      height={height}
      sizes={sizes}
      // Not next/image's `priority`/`preload`: since Next 16 they no longer raise the fetch priority,
      // and their preload link doubles the one React 19 already hoists for every eager <img>. An eager
      // picture marked high gets React's single preload, fetched ahead of the page's other requests
      // (Lighthouse's LCP check asks for exactly this).
      loading={priority ? 'eager' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      onError={() => setBroken(true)}
    />
  )
}
