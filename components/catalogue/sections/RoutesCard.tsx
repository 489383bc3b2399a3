import type { RouteCard_RouteFragment } from '@/lib/__generated__/gql/graphql'
import { formatDistance } from '@/lib/format/distance'
import { formatDuration } from '@/lib/format/duration'
import { SectionCard } from './SectionCard'

export function RouteCard({ route, priority }: { route: RouteCard_RouteFragment; priority?: boolean }) {
  return (
    <SectionCard
      section="routes"
      entryKey={route.id}
      entry={route}
      eyebrow={route.difficulty ? `Сложность: ${route.difficulty.label.toLowerCase()}` : null}
      summary={route.summary}
      facts={[
        [formatDistance(route.distanceMeters), formatDuration(route.durationMinutes)].filter(Boolean).join(' · '),
      ]}
      priority={priority}
      accessibility={route.accessibility}
    />
  )
}
