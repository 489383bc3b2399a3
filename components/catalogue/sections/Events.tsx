import type { EventView_EventFragment } from '@/lib/__generated__/gql/graphql'
import { formatDateRange, formatTime } from '@/lib/format/date'
import { formatPrice, formatPriceFrom } from '@/lib/format/price'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { Button } from '@/components/ui/Button'
import { DetailView } from '@/components/catalogue/DetailView/DetailView'
import { BookingSection } from '@/components/bookings/BookingSection/BookingSection'

export function EventView({
  event,
  structuredData = null,
}: {
  event: EventView_EventFragment
  /** schema.org data, built in getStaticProps (lib/server/seo/structuredData). */
  structuredData?: JsonLdNode | null
}) {
  const multiDay = formatDateRange(event.startsAt, event.endsAt).includes('–')
  return (
    <DetailView
      section="events"
      entryKey={event.slug}
      entry={event}
      structuredData={structuredData}
      eyebrow={event.category?.label}
      location={event.location}
      facts={[
        { label: multiDay ? 'Даты' : 'Дата', value: formatDateRange(event.startsAt, event.endsAt) },
        { label: 'Начало', value: formatTime(event.startsAt) },
        { label: 'Площадка', value: event.venue },
        { label: 'Адрес', value: event.address },
        { label: 'Цена', value: event.priceFrom ? formatPriceFrom(event.priceFrom) : formatPrice(event.priceFrom) },
        { label: 'Возраст', value: event.ageLimit },
      ]}
    >
      {event.ticketUrl ? (
        <p>
          <Button href={event.ticketUrl} target="_blank" rel="noopener noreferrer" size="lg">
            Купить билет
          </Button>
        </p>
      ) : null}
      <BookingSection kind="event" slug={event.slug} />
    </DetailView>
  )
}
