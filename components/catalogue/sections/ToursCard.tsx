import type { TourCard_TourFragment } from '@/lib/__generated__/gql/graphql'
import { detailHref } from '@/lib/catalogue/paths'
import { formatDuration } from '@/lib/format/duration'
import { formatPriceFrom } from '@/lib/format/price'
import { CatalogueCard } from '@/components/catalogue/CatalogueCard/CatalogueCard'

export function TourCard({ tour, priority }: { tour: TourCard_TourFragment; priority?: boolean }) {
  return (
    <CatalogueCard
      href={detailHref('tours', tour.slug)}
      favorite={{ entity: 'CLICKPASS_PRODUCTS', slug: tour.slug }}
      title={tour.title}
      image={tour.previewPicture ?? null}
      eyebrow={tour.kind?.label}
      summary={tour.summary}
      facts={[formatDuration(tour.durationMinutes), formatPriceFrom(tour.priceFrom)]}
      priority={priority}
    />
  )
}
