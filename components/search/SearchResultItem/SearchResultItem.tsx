import { Link } from '@/components/ui/Link'

import type { SearchResultItem_ResultFragment } from '@/lib/__generated__/gql/graphql'
import { workingHours } from '@/lib/format/workingHours'
import { entityLabel, searchResultHref } from '@/lib/search/entities'
import { CmsImage } from '@/components/ui/CmsImage'
import styles from './SearchResultItem.module.css'

/**
 * One search result: its kind, title and the detail docs/spec.md#3-entities-and-their-fields gives it (a beach's
 * bathing now and hours, a route's length).
 */
export function SearchResultItem({
  result,
  onNavigate,
}: {
  result: SearchResultItem_ResultFragment
  onNavigate?: () => void
}) {
  const details = [
    result.bathing?.label,
    result.workingHours ? workingHours(result.workingHours) : null,
    result.distance,
    result.duration,
  ].filter(Boolean)
  return (
    <Link href={searchResultHref(result)} className={styles.item} onClick={onNavigate}>
      <span className={styles.thumb} aria-hidden="true">
        {result.image ? <CmsImage image={{ ...result.image, alt: '' }} sizes="64px" className={styles.image} /> : null}
      </span>
      <span className={styles.text}>
        <span className={styles.kind}>{entityLabel(result.entity)}</span>
        <span className={styles.title}>{result.title}</span>
        {details.length > 0 ? <span className={styles.details}>{details.join(' · ')}</span> : null}
      </span>
    </Link>
  )
}
