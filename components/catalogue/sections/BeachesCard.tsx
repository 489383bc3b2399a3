import type { BeachCard_BeachFragment } from '@/lib/__generated__/gql/graphql'
import { waterText } from '@/lib/beaches/conditions'
import { SectionCard } from './SectionCard'
import { OpenNow } from '@/components/catalogue/OpenNow/OpenNow'
import { hoursOf } from './facts'

/**
 * A beach's card: whether one may swim (the badge, never green-washed: anything but «разрешено» is a
 * warning) and the water, apart from the opening hours, which say only when the beach is open.
 */
export function BeachCard({ beach, priority }: { beach: BeachCard_BeachFragment; priority?: boolean }) {
  const { bathing } = beach.conditions
  return (
    <SectionCard
      section="beaches"
      entryKey={beach.id}
      entry={beach}
      eyebrow={beach.group?.title}
      facts={[beach.surface?.label, hoursOf(beach.workingHours), waterText(beach.conditions)]}
      badge={{ text: bathing.label, tone: bathing.value === 'allowed' ? 'neutral' : 'warning' }}
      priority={priority}
      status={<OpenNow hours={beach.workingHours} />}
      accessibility={beach.accessibility}
    />
  )
}
