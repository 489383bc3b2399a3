import type { RouteCard_RouteFragment } from '@/lib/__generated__/gql/graphql'
import { detailHref } from '@/lib/catalogue/paths'
import { formatDistance } from '@/lib/format/distance'
import { formatDuration } from '@/lib/format/duration'
import { CatalogueCard } from '@/components/catalogue/CatalogueCard/CatalogueCard'

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
