import type { ReactNode } from 'react'

import { crumbsFor } from '@/lib/routes'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import styles from './StaticPage.module.css'

interface StaticPageProps {
  /** The page's public path: the route table (docs/spec.md#2-screens-and-routes) gives its crumbs. */
  path: string
  title: string
  description: string
  /** The paragraph under the heading. */
  lead?: ReactNode
  children: ReactNode
}

/**
 * The frame of an informational page: meta tags, crumbs, heading and lead. The page's own crumb
 * comes from the route table when it has a label there, and from the title otherwise.
 */
export function StaticPage({ path, title, description, lead, children }: StaticPageProps) {
  const crumbs = crumbsFor(path)
  const items = crumbs.at(-1)?.href === path ? crumbs : [...crumbs, { label: title }]
  return (
    <div className={styles.page}>
      <PageMeta title={title} description={description} path={path} />
      <Breadcrumbs items={items} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  )
}

/** Text set for reading: headings, paragraphs and lists at a comfortable measure. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.prose} ${className}` : styles.prose}>{children}</div>
}
