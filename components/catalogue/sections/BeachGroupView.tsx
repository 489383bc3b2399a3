import type { BeachGroupView_GroupFragment } from '@/lib/__generated__/gql/graphql'
import { SECTION_DESCRIPTIONS } from '@/lib/catalogue/descriptions'
import { beachGroupHref } from '@/lib/catalogue/paths'
import { crumbsFor } from '@/lib/routes'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import listStyles from '@/components/catalogue/CatalogueListView/CatalogueListView.module.css'
import { BeachCard } from './BeachesCard'
import styles from './Groups.module.css'

/** /plyazhi/group-{id}: the group's text and its beaches. */
export function BeachGroupView({ group }: { group: BeachGroupView_GroupFragment }) {
  return (
    <div className={listStyles.page}>
      <PageMeta
        title={group.seo.title || group.title}
        description={group.seo.description || group.summary || SECTION_DESCRIPTIONS.beaches}
        image={group.previewPicture?.url}
        path={beachGroupHref(group.id)}
      />
      {/* docs/spec.md#2-screens-and-routes names this crumb 'Группа пляжей'; it names the group too. */}
      <Breadcrumbs
        items={crumbsFor(beachGroupHref(group.id)).map((crumb, i, all) =>
          i === all.length - 1 ? { ...crumb, label: `${crumb.label} «${group.title}»` } : crumb,
        )}
      />
      <h1 className={listStyles.title}>{group.title}</h1>
      {group.summary ? <p className={listStyles.intro}>{group.summary}</p> : null}
      {group.html ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: group.html }} /> : null}
      {group.beaches.length === 0 ? (
        <p className={listStyles.empty} role="status">
          В этой группе пока нет пляжей.
        </p>
      ) : (
        <ul className={listStyles.grid}>
          {group.beaches.map((beach, i) => (
            <li key={beach.id}>
              <BeachCard beach={beach} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
