import { Link } from '@/components/ui/Link'
import { HOME_CRUMB, type Crumb } from '@/lib/routes'
import { Icon } from '@/components/ui/Icon'
import { JsonLd } from '@/components/seo/JsonLd'
import { breadcrumbJsonLd } from '@/lib/seo/jsonLd'
import styles from './Breadcrumbs.module.css'

interface BreadcrumbsProps {
  /** Crumbs after Главная, which is always first; crumbsFor(path) from lib/routes gives the route table's. */
  items: readonly Crumb[]
}

/**
 * WAI-ARIA breadcrumb: a labelled nav, an ordered list, the last item marked as the current page.
 * Its BreadcrumbList for search engines is emitted here too, so the two can never disagree.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const crumbs: readonly Crumb[] = [HOME_CRUMB, ...items]
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(items)} />
      <nav aria-label="Хлебные крошки" className={styles.nav}>
        <ol className={styles.list}>
          {crumbs.map((crumb, index) => {
            const current = index === crumbs.length - 1 ? 'page' : undefined
            return (
              <li key={`${index}-${crumb.label}`} className={styles.item}>
                {index > 0 && <Icon name="chevron-right" size="sm" className={styles.separator} />}
                {crumb.href ? (
                  <Link href={crumb.href} className={styles.link} aria-current={current}>
                    {crumb.label}
                  </Link>
                ) : (
                  <span className={styles.text} aria-current={current}>
                    {crumb.label}
                  </span>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
    </>
  )
}
