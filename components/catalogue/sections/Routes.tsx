import type { RouteView_RouteFragment } from '@/lib/__generated__/gql/graphql'
import { formatDistance } from '@/lib/format/distance'
import { formatDuration } from '@/lib/format/duration'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { DetailView } from '@/components/catalogue/DetailView/DetailView'
import { AccessibilitySection } from '@/components/catalogue/Accessibility/AccessibilitySection'

export function RouteView({
  route,
  structuredData = null,
}: {
  route: RouteView_RouteFragment
  /** schema.org data, built in getStaticProps (lib/server/seo/structuredData). */
  structuredData?: JsonLdNode | null
}) {
  return (
    <DetailView
      section="routes"
      entryKey={route.id}
      entry={route}
      structuredData={structuredData}
      // The route starts at its first track point; the map draws the whole track.
      location={route.track[0] ?? null}
      track={route.track}
      facts={[
        { label: 'Длина', value: formatDistance(route.distanceMeters) },
        { label: 'Время в пути', value: formatDuration(route.durationMinutes) },
        { label: 'Сложность', value: route.difficulty?.label },
        { label: 'Начало маршрута', value: route.start },
      ]}
    >
      <AccessibilitySection accessibility={route.accessibility} />
    </DetailView>
  )
}
