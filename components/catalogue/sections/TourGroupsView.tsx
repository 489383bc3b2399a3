import type { TourGroupsView_GroupFragment } from '@/lib/__generated__/gql/graphql'
import { SECTION_PATHS } from '@/lib/catalogue/paths'
import { crumbsFor } from '@/lib/routes'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import listStyles from '@/components/catalogue/CatalogueListView/CatalogueListView.module.css'
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
