import type { EventCard_EventFragment } from '@/lib/__generated__/gql/graphql'
import { detailHref } from '@/lib/catalogue/paths'
import { formatDateRange, formatDateTime } from '@/lib/format/date'
import { formatPriceFrom } from '@/lib/format/price'
import { CatalogueCard } from '@/components/catalogue/CatalogueCard/CatalogueCard'

type When = Pick<EventCard_EventFragment, 'startsAt' | 'endsAt'>

/** One day: its date and start time; several days: the range. */
export function eventWhen({ startsAt, endsAt }: When): string {
  const range = formatDateRange(startsAt, endsAt)
  return range.includes('–') ? range : formatDateTime(startsAt)
}

export function EventCard({ event, priority }: { event: EventCard_EventFragment; priority?: boolean }) {
  return (
    <CatalogueCard
      href={detailHref('events', event.slug)}
      favorite={{ entity: 'EVENT', slug: event.slug }}
      title={event.title}
      image={event.previewPicture ?? null}
      eyebrow={event.category?.label}
      facts={[eventWhen(event), event.venue, formatPriceFrom(event.priceFrom)]}
      badge={event.ageLimit ? { text: event.ageLimit } : null}
      priority={priority}
    />
  )
}
