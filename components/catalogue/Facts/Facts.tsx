import type { ReactNode } from 'react'

import styles from './Facts.module.css'

export type Fact = { label: string; value: ReactNode | null | undefined }

/** The key facts of an item (hours, price, distance…) as a description list; empty ones are left out. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '')
  if (shown.length === 0) return null
  return (
    <dl className={styles.facts}>
      {shown.map((fact) => (
        <div key={fact.label} className={styles.row}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
