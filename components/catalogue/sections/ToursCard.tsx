import type { TourCard_TourFragment } from '@/lib/__generated__/gql/graphql'
import { formatDuration } from '@/lib/format/duration'
import { formatPriceFrom } from '@/lib/format/price'
import { SectionCard } from './SectionCard'

export function TourCard({ tour, priority }: { tour: TourCard_TourFragment; priority?: boolean }) {
  return (
    <SectionCard
      section="tours"
      entryKey={tour.slug}
      entry={tour}
      eyebrow={tour.kind?.label}
      summary={tour.summary}
      facts={[formatDuration(tour.durationMinutes), formatPriceFrom(tour.priceFrom)]}
      priority={priority}
    />
  )
}
