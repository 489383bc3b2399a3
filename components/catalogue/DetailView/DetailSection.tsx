import type { ReactNode } from 'react'

import styles from './DetailView.module.css'

/**
 * A titled part of a detail page («Теги», «Удобства», «Фотогалерея», «На карте»): named by its
 * heading for screen readers, and spaced like every other part, so one section never sits tight
 * under the one before it.
 */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
