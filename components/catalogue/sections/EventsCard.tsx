import type { EventCard_EventFragment } from '@/lib/__generated__/gql/graphql'
import { formatDateRange, formatDateTime } from '@/lib/format/date'
import { formatPriceFrom } from '@/lib/format/price'
import { SectionCard } from './SectionCard'

type When = Pick<EventCard_EventFragment, 'startsAt' | 'endsAt'>

/** One day: its date and start time; several days: the range. */
export function eventWhen({ startsAt, endsAt }: When): string {
  const range = formatDateRange(startsAt, endsAt)
  return range.includes('–') ? range : formatDateTime(startsAt)
}

export function EventCard({ event, priority }: { event: EventCard_EventFragment; priority?: boolean }) {
  return (
    <SectionCard
      section="events"
      entryKey={event.slug}
      entry={event}
      eyebrow={event.category?.label}
      facts={[eventWhen(event), event.venue, formatPriceFrom(event.priceFrom)]}
      badge={event.ageLimit ? { text: event.ageLimit } : null}
      priority={priority}
    />
  )
}
