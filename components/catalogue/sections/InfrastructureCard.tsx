import type { InfrastructureCard_ObjectFragment } from '@/lib/__generated__/gql/graphql'
import { detailHref } from '@/lib/catalogue/paths'
import { CatalogueCard } from '@/components/catalogue/CatalogueCard/CatalogueCard'
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
    <CatalogueCard
      href={detailHref('infrastructure', item.slug)}
      favorite={{ entity: 'URBAN', slug: item.slug }}
      title={item.title}
      image={item.previewPicture ?? null}
      eyebrow={item.category?.label}
      facts={[item.address, hoursOf(item.workingHours)]}
      priority={priority}
      status={<OpenNow hours={item.workingHours} />}
    />
  )
}
