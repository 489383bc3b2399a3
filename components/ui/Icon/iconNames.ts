/** Symbols of public/icons.svg, the default sprite. Keep in step with the file: /_icons renders this list. */
export const ICON_NAMES = [
  'logo',
  'search',
  'heart',
  'heart-filled',
  'bell',
  'user',
  'menu',
  'close',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'home',
  'compass',
  'book',
  'calendar',
  'mail',
  'vk',
  'telegram',
  'ok',
  'apple',
  'google-play',
  'rustore',
  'map-pin',
  'broken-image',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** Symbols of public/qr.svg. */
export const QR_NAMES = ['app'] as const

export type QrName = (typeof QR_NAMES)[number]
