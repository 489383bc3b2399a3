import type { TourView_TourFragment } from '@/lib/__generated__/gql/graphql'
import { SECTION_PATHS } from '@/lib/catalogue/paths'
import { formatDuration } from '@/lib/format/duration'
import { formatPrice, formatPriceFrom } from '@/lib/format/price'
import { listHref } from '@/lib/routing/listRoutes'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { ChipLinks } from '@/components/ui/ChipList/ChipLinks'
import { contactFacts } from './facts'
import { DetailView } from '@/components/catalogue/DetailView/DetailView'
import { DetailSection } from '@/components/catalogue/DetailView/DetailSection'
import { BookingSection } from '@/components/bookings/BookingSection/BookingSection'

export function TourView({
  tour,
  structuredData = null,
}: {
  tour: TourView_TourFragment
  /** schema.org data, built in getStaticProps (lib/server/seo/structuredData). */
  structuredData?: JsonLdNode | null
}) {
  return (
    <DetailView
      section="tours"
      entryKey={tour.slug}
      entry={tour}
      structuredData={structuredData}
      eyebrow={tour.kind?.label}
      location={tour.location}
      facts={[
        { label: 'Продолжительность', value: formatDuration(tour.durationMinutes) },
        { label: 'Цена', value: tour.priceFrom ? formatPriceFrom(tour.priceFrom) : formatPrice(tour.priceFrom) },
        { label: 'Группа', value: tour.groupSize ? `до ${tour.groupSize} человек` : null },
        { label: 'Место сбора', value: tour.address },
        { label: 'Организатор', value: tour.organizer },
        ...contactFacts({ phone: tour.phone }),
      ]}
    >
      <BookingSection kind="tour" slug={tour.slug} />
      {tour.tags.length > 0 ? (
        <DetailSection id="tags-title" title="Теги">
          <ChipLinks
            label="Теги"
            links={tour.tags
              .filter((t) => t.label.trim())
              .map((t) => ({ title: t.label, href: listHref(SECTION_PATHS.tours, { filter: t.value }) }))}
          />
        </DetailSection>
      ) : null}
    </DetailView>
  )
}
