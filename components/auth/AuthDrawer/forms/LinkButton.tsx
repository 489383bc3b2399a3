import type { ButtonHTMLAttributes } from 'react'

import styles from './forms.module.css'

/** Moves between the drawer's forms: a button (it changes the form), drawn as a link. */
export function LinkButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" {...props} className={className ? `${styles.linkButton} ${className}` : styles.linkButton} />
  )
}
