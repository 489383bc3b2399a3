import type { SVGProps } from 'react'
import type { IconName, QrName } from './iconNames'
import styles from './Icon.module.css'

/** Icon sizes of docs/spec.md#9-business-constants-and-limits, in px. */
export const ICON_SIZES = { sm: 16, md: 20, lg: 24 } as const

export type IconSize = keyof typeof ICON_SIZES

/** Each sprite file in public/ knows its own symbol names, so a typo fails the type check. */
type SpriteRef = { sprite?: 'icons'; name: IconName } | { sprite: 'qr'; name: QrName }

type IconProps = SpriteRef & {
  size?: IconSize
  /** Gives the icon a text alternative; without it the icon is decoration and hidden from assistive tech. */
  label?: string
  className?: string
} & Omit<SVGProps<SVGSVGElement>, 'name' | 'width' | 'height' | 'children'>

export function Icon({ name, sprite = 'icons', size = 'md', label, className, ...svgProps }: IconProps) {
  const px = ICON_SIZES[size]
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const }
  return (
    <svg
      width={px}
      height={px}
      focusable="false"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      {...a11y}
      {...svgProps}
    >
      <use href={`/${sprite}.svg#${name}`} />
    </svg>
  )
}
