import { useRef, useState } from 'react'

import { Lightbox, preloadLightbox } from '@/components/ui/Lightbox'
import styles from '@/components/appeals/appeals.module.css'

type Photo = { id: string; url: string }

/**
 * An appeal's (or its answer's) photos: thumbnails that open the site's lightbox. The photos are
 * private, served by the site's no-store route, so they bypass the image optimiser.
 */
export function AppealPhotos({ photos, label }: { photos: readonly Photo[]; label: string }) {
  const [openAt, setOpenAt] = useState<number | null>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const images = photos.map((p, i) => ({ url: p.url, alt: `${label}: фото ${i + 1}`, width: null, height: null }))
  return (
    <>
      <ul className={styles.photos} aria-label={label}>
        {images.map((image, index) => (
          <li key={photos[index]!.id}>
            <button
              type="button"
              className={styles.photoButton}
              ref={(node) => {
                buttons.current[index] = node
              }}
              onClick={() => setOpenAt(index)}
              onPointerEnter={preloadLightbox}
              onFocus={preloadLightbox}
              aria-label={`Открыть ${image.alt}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a private photo from a no-store route; the optimiser would cache it */}
              <img src={image.url} alt={image.alt} className={styles.thumb} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {openAt !== null && (
        <Lightbox
          images={images}
          index={openAt}
          onClose={() => {
            const opener = buttons.current[openAt]
            setOpenAt(null)
            opener?.focus()
          }}
        />
      )}
    </>
  )
}
