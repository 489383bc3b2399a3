export { Icon, ICON_SIZES } from './Icon'
export type { IconSize } from './Icon'
export { ICON_NAMES, QR_NAMES } from './iconNames'
export type { IconName, QrName } from './iconNames'
