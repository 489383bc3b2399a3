import type { RouteCard_RouteFragment, RouteView_RouteFragment } from '@/graphql/__generated__/client/graphql'
import { SECTION_DESCRIPTIONS } from '@/lib/catalogue/descriptions'
import { detailHref, SECTION_PATHS } from '@/lib/catalogue/paths'
import { formatDistance } from '@/lib/format/distance'
import { formatDuration } from '@/lib/format/duration'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { CatalogueCard } from '@/components/catalogue/CatalogueCard/CatalogueCard'
import { DetailView } from '@/components/catalogue/DetailView/DetailView'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { RoutesListRouteQueryQuery } from '@/graphql/__generated__/client/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'

export function RouteCard({ route, priority }: { route: RouteCard_RouteFragment; priority?: boolean }) {
  return (
    <CatalogueCard
      href={detailHref('routes', route.id)}
      favorite={{ entity: 'ROUTE', slug: route.id }}
      title={route.title}
      image={route.previewPicture ?? null}
      eyebrow={route.difficulty ? `Сложность: ${route.difficulty.label.toLowerCase()}` : null}
      summary={route.summary}
      facts={[
        [formatDistance(route.distanceMeters), formatDuration(route.durationMinutes)].filter(Boolean).join(' · '),
      ]}
      priority={priority}
    />
  )
}

export function RouteView({
  route,
  structuredData = null,
}: {
  route: RouteView_RouteFragment
  /** schema.org data, built in getStaticProps (lib/seo/structuredData). */
  structuredData?: JsonLdNode | null
}) {
  const path = detailHref('routes', route.id)
  return (
    <DetailView
      sectionPath={SECTION_PATHS.routes}
      path={path}
      favorite={{ entity: 'ROUTE', slug: route.id }}
      structuredData={structuredData}
      title={route.title}
      summary={route.summary}
      seo={route.seo}
      cover={route.previewPicture ?? null}
      html={route.html}
      gallery={route.gallery}
      // The route starts at its first track point; the map draws the whole track.
      location={route.track[0] ?? null}
      track={route.track}
      facts={[
        { label: 'Длина', value: formatDistance(route.distanceMeters) },
        { label: 'Время в пути', value: formatDuration(route.durationMinutes) },
        { label: 'Сложность', value: route.difficulty?.label },
        { label: 'Начало маршрута', value: route.start },
      ]}
    />
  )
}

export type RoutesListProps = ListPageProps<RoutesListRouteQueryQuery>
export function RoutesListView({ data }: RoutesListProps) {
  const { items, pageInfo } = data.walkingRoutes
  return (
    <CatalogueListView
      path={SECTION_PATHS.routes}
      description={SECTION_DESCRIPTIONS.routes}
      pageInfo={pageInfo}
      cards={items.map((route, i) => (
        <RouteCard key={route.id} route={route} priority={i === 0} />
      ))}
      emptyText="Маршрутов пока нет. Загляните позже."
    />
  )
}
