import { Link } from '@/components/ui/Link'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { Icon, type IconName } from '@/components/ui/Icon'
import styles from './Button.module.css'

export type ButtonSize = 'lg' | 'md' | 'sm'
export type ButtonShape = 'normal' | 'round'
export type ButtonTheme = 'primary' | 'secondary' | 'ghost'

interface OwnProps {
  size?: ButtonSize
  shape?: ButtonShape
  theme?: ButtonTheme
  /** Busy: announced through aria-busy and not clickable until the work ends. */
  loading?: boolean
  disabled?: boolean
  leftIcon?: IconName
  rightIcon?: IconName
  className?: string
  children?: ReactNode
}

type NativeButtonProps = OwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof OwnProps> & {
    href?: undefined
    /** React 19 hands a function component its ref as a prop: it reaches the native button, e.g. to return focus to it. */
    ref?: Ref<HTMLButtonElement>
  }
type LinkProps = OwnProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof OwnProps | 'href'> & { href: string }

export type ButtonProps = NativeButtonProps | LinkProps

/** Icon size that sits well in each button size. */
const ICON_SIZE = { lg: 'lg', md: 'md', sm: 'sm' } as const

export function Button(props: ButtonProps) {
  const {
    size = 'md',
    shape = 'normal',
    theme = 'primary',
    loading = false,
    disabled = false,
    leftIcon,
    rightIcon,
    className,
    children,
    ...rest
  } = props
  const inactive = disabled || loading
  const classes = [styles.button, styles[size], styles[shape], styles[theme], className].filter(Boolean).join(' ')

  const content = (
    <>
      {loading ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        leftIcon && <Icon name={leftIcon} size={ICON_SIZE[size]} />
      )}
      {children !== undefined && <span className={styles.label}>{children}</span>}
      {rightIcon && <Icon name={rightIcon} size={ICON_SIZE[size]} />}
    </>
  )

  if (rest.href !== undefined) {
    const { href, ...anchorProps } = rest as Omit<LinkProps, keyof OwnProps>
    if (inactive) {
      // A link cannot be disabled; without href it leaves the tab order and says so.
      return (
        <a {...anchorProps} className={classes} role="link" aria-disabled="true" aria-busy={loading || undefined}>
          {content}
        </a>
      )
    }
    return (
      <Link href={href} {...anchorProps} className={classes}>
        {content}
      </Link>
    )
  }

  const { type = 'button', ...buttonProps } = rest as Omit<NativeButtonProps, keyof OwnProps>
  return (
    <button {...buttonProps} type={type} className={classes} disabled={inactive} aria-busy={loading || undefined}>
      {content}
    </button>
  )
}
