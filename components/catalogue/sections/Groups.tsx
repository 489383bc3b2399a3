import { Link } from '@/components/ui/Link'

import type {
  BeachGroupLinks_GroupFragment,
  BeachGroupView_GroupFragment,
  TourGroupsView_GroupFragment,
} from '@/lib/__generated__/gql/graphql'
import { SECTION_DESCRIPTIONS } from '@/lib/catalogue/descriptions'
import { beachGroupHref, SECTION_PATHS } from '@/lib/catalogue/paths'
import { crumbsFor } from '@/lib/routes'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import listStyles from '@/components/catalogue/CatalogueListView/CatalogueListView.module.css'
import { BeachCard } from './BeachesCard'
import styles from './Groups.module.css'
import { TourCard } from './ToursCard'

/** /ekskursii-i-tury/ekskursii-i-tury-group: every group of excursions with its items. */
export function TourGroupsView({ groups }: { groups: TourGroupsView_GroupFragment[] }) {
  const title = 'Подборки экскурсий и туров'
  return (
    <div className={listStyles.page}>
      <PageMeta
        title={title}
        description="Морские прогулки, винные туры, джиппинг и другие подборки экскурсий по Анапе и окрестностям."
        path={SECTION_PATHS.tourGroups}
      />
      <Breadcrumbs items={[...crumbsFor(SECTION_PATHS.tours), { label: title }]} />
      <h1 className={listStyles.title}>{title}</h1>
      {groups.length === 0 ? (
        <p className={listStyles.empty} role="status">
          Подборок пока нет. Загляните позже.
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`} className={styles.group}>
            <h2 id={`group-${group.id}`}>{group.title}</h2>
            {group.summary ? <p className={listStyles.intro}>{group.summary}</p> : null}
            <ul className={listStyles.grid}>
              {group.items.map((tour) => (
                <li key={tour.id}>
                  <TourCard tour={tour} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}

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
