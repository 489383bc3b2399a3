import type { PlaceCard_PlaceFragment } from '@/lib/__generated__/gql/graphql'
import { detailHref } from '@/lib/catalogue/paths'
import { CatalogueCard } from '@/components/catalogue/CatalogueCard/CatalogueCard'
import { OpenNow } from '@/components/catalogue/OpenNow/OpenNow'

export function PlaceCard({ place, priority }: { place: PlaceCard_PlaceFragment; priority?: boolean }) {
  return (
    <CatalogueCard
      href={detailHref('places', place.id)}
      favorite={{ entity: 'PLACE', slug: place.id }}
      title={place.title}
      image={place.previewPicture ?? null}
      eyebrow={place.category?.label}
      summary={place.summary}
      facts={[place.address]}
      priority={priority}
      status={<OpenNow hours={place.workingHours} />}
    />
  )
}
