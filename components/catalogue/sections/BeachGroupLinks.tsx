import { Link } from '@/components/ui/Link'

import type { BeachGroupLinks_GroupFragment } from '@/lib/__generated__/gql/graphql'
import { beachGroupHref } from '@/lib/catalogue/paths'
import styles from './Groups.module.css'

// Its own module, apart from the group pages' views: the beaches list loads only these links
// (docs/decisions/0025-a-phones-first-load.md, «a page carries only itself»).
/** The beach groups as links above the beaches list. */
export function BeachGroupLinks({ groups }: { groups: BeachGroupLinks_GroupFragment[] }) {
  if (groups.length === 0) return null
  return (
    <nav aria-label="Группы пляжей" className={styles.links}>
      <ul>
        {groups.map((g) => (
          <li key={g.id}>
            <Link href={beachGroupHref(g.id)}>
              {g.title} <span className={styles.count}>{g.beachesCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
