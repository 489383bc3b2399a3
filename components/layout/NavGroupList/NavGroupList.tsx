import { useId } from 'react'
import type { NavGroup } from '@/lib/routes'
import { NavItemLink } from '@/components/layout/NavItemLink'
import styles from './NavGroupList.module.css'

interface NavGroupListProps {
  groups: readonly NavGroup[]
  /** The level that fits the surrounding outline: h2 in the footer, h3 under the menu sheet's h2. */
  headingLevel: 'h2' | 'h3'
  className?: string
  onNavigate?: () => void
  /** Internal links replace the current history entry (the menu sheet's own). */
  replace?: boolean
}

/** The grouped menus as always-open lists with headings, for the footer and the mobile menu sheet. */
export function NavGroupList({ groups, headingLevel: Heading, className, onNavigate, replace }: NavGroupListProps) {
  const idPrefix = useId()
  return (
    <div className={className ? `${styles.groups} ${className}` : styles.groups}>
      {groups.map((group, index) => {
        const headingId = `${idPrefix}-${index}`
        return (
          <section key={group.label} className={styles.group} aria-labelledby={headingId}>
            <Heading id={headingId} className={styles.heading}>
              {group.label}
            </Heading>
            <ul role="list" className={styles.list}>
              {group.items.map((link) => (
                <li key={link.href}>
                  <NavItemLink link={link} className={styles.link} onClick={onNavigate} replace={replace} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
