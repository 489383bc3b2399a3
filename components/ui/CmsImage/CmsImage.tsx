import Image from 'next/image'
import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import { useDataSaver } from '@/lib/dataSaver'
import { letPictureThrough } from '@/lib/pwa/lowDataToWorker'
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
 * Low-data mode's stand-in for a picture not loaded (lib/dataSaver.ts): the picture's box, and
 * «Показать фото» to load it. Inside a link (a card) a button would be a control within a control,
 * so there it is the box alone, and the card's own page shows the picture on a tap.
 */
function PictureOnTap({
  alt,
  ratio,
  className,
  onShow,
}: {
  alt: string
  ratio: string
  className?: string
  onShow: () => void
}) {
  const box = useRef<HTMLSpanElement>(null)
  const [inControl, setInControl] = useState(true)
  useEffect(() => setInControl(Boolean(box.current?.parentElement?.closest('a, button'))), [])
  return (
    <span
      ref={box}
      className={className ? `${styles.deferred} ${className}` : styles.deferred}
      style={{ aspectRatio: ratio }}
      role={inControl ? 'img' : undefined}
      aria-label={inControl ? alt || undefined : undefined}
    >
      <span aria-hidden="true">Экономия трафика</span>
      {!inControl && (
        <Button size="sm" theme="secondary" onClick={onShow} aria-label={alt ? `Показать фото: ${alt}` : undefined}>
          Показать фото
        </Button>
      )}
    </span>
  )
}

/**
 * A picture from the CMS through the image optimiser, with the intrinsic size the CMS gives
 * (docs/architecture.md#6-ui). A picture that fails to load shows the broken-image icon
 * (docs/spec.md#8-error-catalogue). In low-data mode a picture not loaded yet waits for a tap
 * (PictureOnTap); one the browser already had when the page came alive stays. On a full page load
 * the service worker holds back the HTML's pictures until then (lib/pwa/worker/heldPictures.ts),
 * so the tap first asks it to let this one through.
 */
export function CmsImage({ image, sizes, priority = false, className }: Props) {
  const [broken, setBroken] = useState(false)
  const saving = useDataSaver()
  const [shown, setShown] = useState(false)
  const picture = useRef<HTMLImageElement>(null)
  // Loaded with the page's HTML, before low-data mode could say anything: nothing left to save.
  useEffect(() => {
    if (picture.current?.complete && picture.current.naturalWidth > 0) setShown(true)
  }, [])
  const width = image.width ?? FALLBACK.width
  const height = image.height ?? FALLBACK.height
  if (saving && !shown) {
    return (
      <PictureOnTap
        alt={image.alt}
        ratio={`${width} / ${height}`}
        className={className}
        onShow={() =>
          void letPictureThrough(image.url).then(() => {
            // Held back by the worker before the page came alive, it had failed: it loads afresh now.
            setBroken(false)
            setShown(true)
          })
        }
      />
    )
  }
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
      ref={picture}
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
