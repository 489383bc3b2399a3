import { useRef, useState } from 'react'

import { CmsImage, type CmsImageData } from '@/components/ui/CmsImage'
import { Lightbox, preloadLightbox } from '@/components/ui/Lightbox'
import { EMPTY_LIST_MESSAGE } from '@/components/ui/Lightbox/emptyListMessage'
import styles from './Gallery.module.css'

export type GalleryProps = {
  images: readonly CmsImageData[]
  /** The accessible name of the thumbnail list. */
  label?: string
  className?: string
}

/** Thumbnail widths: 2 columns on phones, 3 from 768, 4 from 1024, 5 from 1440 (see the CSS). */
const SIZES = '(min-width: 1440px) 256px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw'

/**
 * The photos of a catalogue card or journal article: a grid of thumbnails, each a button that opens
 * the lightbox at its photo. The lightbox code is fetched only then (or on hover, to be ready).
 * An empty list is the error state of docs/spec.md#5-validation-rules; render the gallery only where the page has
 * photos.
 */
export function Gallery({ images, label = 'Фотографии', className }: GalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  if (images.length === 0) {
    return (
      <p className={className ? `${styles.error} ${className}` : styles.error} role="status">
        {EMPTY_LIST_MESSAGE}
      </p>
    )
  }

  const close = () => {
    const opener = openAt === null ? null : buttons.current[openAt]
    setOpenAt(null)
    // Focus goes back to the thumbnail that opened the lightbox, even where a click gave it no focus.
    opener?.focus()
  }

  return (
    <>
      <ul className={className ? `${styles.grid} ${className}` : styles.grid} aria-label={label}>
        {images.map((image, index) => (
          <li key={`${index}:${image.url}`} className={styles.item}>
            <button
              ref={(node) => {
                buttons.current[index] = node
              }}
              type="button"
              className={styles.thumb}
              aria-label={`Открыть фото ${index + 1} из ${images.length}`}
              aria-haspopup="dialog"
              onClick={() => setOpenAt(index)}
              onPointerEnter={preloadLightbox}
              onFocus={preloadLightbox}
            >
              <CmsImage image={image} sizes={SIZES} className={styles.image} />
            </button>
          </li>
        ))}
      </ul>
      {openAt !== null && <Lightbox images={images} index={openAt} onClose={close} />}
    </>
  )
}
