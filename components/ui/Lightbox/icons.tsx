import { createIcon } from 'yet-another-react-lightbox'

/*
 * Glyphs of our toolbar controls, drawn like the library's own (Material Icons, 24 px grid), so the
 * toolbar looks like one set. They live in the lazily loaded chunk rather than in the page sprite,
 * which only the lightbox would use.
 */

const MAGNIFIER =
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z'

export const ZoomInIcon = createIcon(
  'ZoomIn',
  <>
    <path d={MAGNIFIER} />
    <path d="M12 10h-2v2H9v-2H7V9h2V7h1v2h2v1z" />
  </>,
)

export const ZoomOutIcon = createIcon(
  'ZoomOut',
  <>
    <path d={MAGNIFIER} />
    <path d="M7 9h5v1H7z" />
  </>,
)

export const RotateIcon = createIcon(
  'Rotate',
  <path d="M15.55 5.55 11 1v3.07C7.06 4.56 4 7.92 4 12s3.05 7.44 7 7.93v-2.02c-2.84-.48-5-2.94-5-5.91s2.16-5.43 5-5.91V10l4.55-4.45zM19.93 11a7.9 7.9 0 0 0-1.62-3.89l-1.42 1.42c.54.75.88 1.6 1.02 2.47h2.02zM13 17.9v2.02c1.39-.17 2.74-.71 3.9-1.61l-1.44-1.44c-.75.54-1.59.89-2.46 1.03zm3.89-2.42 1.42 1.41c.9-1.16 1.45-2.5 1.62-3.89h-2.02c-.14.87-.48 1.72-1.02 2.48z" />,
)

/** Arrows apart: show the picture at its natural size. */
export const ActualSizeIcon = createIcon(
  'ActualSize',
  <path d="M21 11V3h-8l3.29 3.29-10 10L3 13v8h8l-3.29-3.29 10-10z" />,
)

/** Arrows together: fit the picture back into the screen. */
export const FitScreenIcon = createIcon(
  'FitScreen',
  <path d="M22 3.41 16.71 8.7 20 12h-8V4l3.29 3.29L20.59 2 22 3.41zM3.41 22l5.29-5.29L12 20v-8H4l3.29 3.29L2 20.59 3.41 22z" />,
)
