import type { PlaceCard_PlaceFragment } from '@/lib/__generated__/gql/graphql'
import { SectionCard } from './SectionCard'
import { OpenNow } from '@/components/catalogue/OpenNow/OpenNow'

export function PlaceCard({ place, priority }: { place: PlaceCard_PlaceFragment; priority?: boolean }) {
  return (
    <SectionCard
      section="places"
      entryKey={place.id}
      entry={place}
      eyebrow={place.category?.label}
      summary={place.summary}
      facts={[place.address]}
      priority={priority}
      status={<OpenNow hours={place.workingHours} />}
      accessibility={place.accessibility}
    />
  )
}
