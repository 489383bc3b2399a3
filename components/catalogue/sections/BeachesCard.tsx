import type { BeachCard_BeachFragment } from '@/lib/__generated__/gql/graphql'
import { formatDate } from '@/lib/format/date'
import { SectionCard } from './SectionCard'
import { OpenNow } from '@/components/catalogue/OpenNow/OpenNow'
import { hoursOf } from './facts'

type Status = BeachCard_BeachFragment['status']

export const isOpen = (status: Status) => status.state.value === 'open'

/** 'Купание запрещено с 12.07.2026: шторм' — what a visitor must know before going. */
export function statusText(status: Status): string {
  const since = status.since ? ` с ${formatDate(status.since)}` : ''
  const note = status.note ? `: ${status.note}` : ''
  return `${status.state.label}${since}${note}`
}

export function BeachCard({ beach, priority }: { beach: BeachCard_BeachFragment; priority?: boolean }) {
  return (
    <SectionCard
      section="beaches"
      entryKey={beach.id}
      entry={beach}
      eyebrow={beach.group?.title}
      facts={[beach.surface?.label, hoursOf(beach.workingHours)]}
      badge={isOpen(beach.status) ? null : { text: beach.status.state.label, tone: 'warning' }}
      priority={priority}
      // A beach the editors closed says so in its badge; its usual hours must not claim it is open.
      status={<OpenNow hours={beach.status.state.value === 'closed' ? null : beach.workingHours} />}
    />
  )
}
