import type { InfrastructureCard_ObjectFragment } from '@/lib/__generated__/gql/graphql'
import { SectionCard } from './SectionCard'
import { OpenNow } from '@/components/catalogue/OpenNow/OpenNow'
import { hoursOf } from './facts'

export function InfrastructureCard({
  item,
  priority,
}: {
  item: InfrastructureCard_ObjectFragment
  priority?: boolean
}) {
  return (
    <SectionCard
      section="infrastructure"
      entryKey={item.slug}
      entry={item}
      eyebrow={item.category?.label}
      facts={[item.address, hoursOf(item.workingHours)]}
      priority={priority}
      status={<OpenNow hours={item.workingHours} />}
      accessibility={item.accessibility}
    />
  )
}
