import { Link } from '@/components/ui/Link'
import type { ReactNode } from 'react'
import type { NavLink } from '@/lib/routes'

interface NavItemLinkProps {
  link: NavLink
  className?: string
  onClick?: () => void
  /** An internal link replaces the current history entry (a dialog's own, lib/history/useBackCloses.ts). */
  replace?: boolean
  'aria-current'?: 'page'
  children?: ReactNode
}

/** One link of the navigation data: internal routes go through the site's Link, off-site ones open a new tab. */
export function NavItemLink({ link, className, onClick, replace, children, ...aria }: NavItemLinkProps) {
  const content = children ?? link.label
  if (link.external) {
    return (
      // noopener noreferrer: the city parking site gets neither window.opener nor our URL.
      <a href={link.href} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer" {...aria}>
        {content}
        <span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    )
  }
  return (
    <Link href={link.href} className={className} onClick={onClick} replace={replace} {...aria}>
      {content}
    </Link>
  )
}
