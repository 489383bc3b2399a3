import { useMemo, useState } from 'react'
import YetAnotherLightbox, { useLightboxState, type SlideImage } from 'yet-another-react-lightbox'
// Global CSS from node_modules may be imported by any module (Next.js "Import styles from
// node_modules"); importing it here keeps it in the lazily loaded chunk with the library.
import 'yet-another-react-lightbox/styles.css'

import type { CmsImageData } from '@/components/ui/CmsImage'
import { LABELS } from './constants'
import { EMPTY_LIST_MESSAGE } from './emptyListMessage'
import styles from './Lightbox.module.css'
import { clampIndex } from './view'
import { ViewControls } from './ViewControls'
import { ViewPlugin } from './ViewPlugin'
import { ViewSlide } from './ViewSlide'

export type LightboxProps = {
  images: readonly CmsImageData[]
  /**
   * The photo to open with, read once on opening; an index outside the list is clamped
   * (docs/spec.md#5-validation-rules).
   */
  index: number
  /** Called once the closing fade has finished: unmount the lightbox then. */
  onClose: () => void
}

const PLUGINS = [ViewPlugin]

function toSlide(image: CmsImageData): SlideImage {
  return { src: image.url, alt: image.alt, width: image.width ?? undefined, height: image.height ?? undefined }
}

/** "2 / 7" in the corner; the slides themselves announce "Фото 2 из 7". */
function Counter() {
  const { currentIndex, slides } = useLightboxState()
  if (slides.length < 2) return null
  return (
    <p className={styles.counter} aria-hidden="true">
      {currentIndex + 1} / {slides.length}
    </p>
  )
}

function EmptyState() {
  return (
    <p className={styles.error} role="alert">
      {EMPTY_LIST_MESSAGE}
    </p>
  )
}

/**
 * The full-screen photo viewer of docs/spec.md#2-screens-and-routes "Image lightbox": previous, next, close, zoom,
 * rotate and resize; swipe, pinch and double-click; arrow keys, Escape and +/-. Load it through
 * `components/ui/Lightbox` (clientOnly), never directly, so it stays out of first-load JS.
 */
export default function Lightbox({ images, index, onClose }: LightboxProps) {
  const slides = useMemo(() => images.map(toSlide), [images])
  // The library jumps to its `index` prop whenever the slides change identity (a parent that
  // re-renders with a fresh array), so the prop follows the photo on screen, not the opening one.
  const [shown, setShown] = useState(() => clampIndex(index, images.length))
  const empty = slides.length === 0
  const single = slides.length < 2
  const hideNavigation = single ? () => null : undefined

  return (
    <YetAnotherLightbox
      open
      close={onClose}
      slides={slides}
      index={clampIndex(shown, slides.length)}
      on={{ view: ({ index: viewed }) => setShown(viewed) }}
      plugins={PLUGINS}
      labels={LABELS}
      className={styles.lightbox}
      carousel={{ finite: single }}
      controller={{
        // Swipes are ours (ViewPlugin), to honour the 50 px tolerance of docs/spec.md#9-business-constants-and-limits.
        disableSwipeNavigation: true,
        // The vertical wheel zooms; it must not scroll or zoom the page behind.
        preventDefaultWheelY: true,
      }}
      toolbar={{ buttons: empty ? ['close'] : [<ViewControls key="view" />, 'close'] }}
      render={{
        slide: (props) => <ViewSlide {...props} />,
        buttonPrev: hideNavigation,
        buttonNext: hideNavigation,
        controls: () => (empty ? <EmptyState /> : <Counter />),
      }}
    />
  )
}
