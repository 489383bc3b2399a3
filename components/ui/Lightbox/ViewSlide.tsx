import { isImageSlide, type RenderSlideProps } from 'yet-another-react-lightbox'

import { Icon } from '@/components/ui/Icon'
import { BROKEN_IMAGE_MESSAGE } from './constants'
import styles from './Lightbox.module.css'
import { INITIAL_VIEW, resolveView, transformOf } from './view'
import { useView } from './ViewPlugin'

/**
 * One slide: the original picture, scaled, turned and moved by our view (the current slide) or
 * simply fitted (its neighbours, which the carousel preloads and slides in).
 */
export function ViewSlide({ slide, offset }: RenderSlideProps) {
  const view = useView()
  if (!isImageSlide(slide)) return null
  const { src, alt = '' } = slide

  if (view.isBroken(src)) {
    // docs/spec.md#8-error-catalogue: a broken image shows the broken-image icon.
    return (
      <figure className={styles.broken}>
        <Icon name="broken-image" size="lg" label={alt} />
        <figcaption>{BROKEN_IMAGE_MESSAGE}</figcaption>
      </figure>
    )
  }

  const natural = view.sizeOf(slide)
  const resolved = offset === 0 ? view.current : natural ? resolveView(INITIAL_VIEW, natural, view.area) : null
  const placed = resolved && natural
  const className = !placed
    ? styles.pending
    : offset === 0 && view.interacting
      ? `${styles.image} ${styles.interacting}`
      : styles.image

  return (
    <div className={styles.stage} onDoubleClick={offset === 0 ? view.doubleClick : undefined}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the lightbox shows the original file at its natural pixels; the optimiser would resize it */}
      <img
        src={src}
        alt={alt}
        draggable={false}
        decoding="async"
        className={className}
        style={placed ? { width: natural.width, height: natural.height, transform: transformOf(resolved) } : undefined}
        onLoad={(event) => view.onImageLoad(src, event.currentTarget)}
        onError={() => view.onImageError(src)}
      />
    </div>
  )
}
