import type { PlaceView_PlaceFragment } from '@/lib/__generated__/gql/graphql'
import { detailHref, SECTION_PATHS } from '@/lib/catalogue/paths'
import { formatPrice } from '@/lib/format/price'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { DetailView } from '@/components/catalogue/DetailView/DetailView'
import { contactFacts, hoursOf } from './facts'

export function PlaceView({
  place,
  structuredData = null,
}: {
  place: PlaceView_PlaceFragment
  /** schema.org data, built in getStaticProps (lib/server/seo/structuredData). */
  structuredData?: JsonLdNode | null
}) {
  const path = detailHref('places', place.id)
  return (
    <DetailView
      sectionPath={SECTION_PATHS.places}
      path={path}
      favorite={{ entity: 'PLACE', slug: place.id }}
      structuredData={structuredData}
      title={place.title}
      eyebrow={place.category?.label}
      summary={place.summary}
      seo={place.seo}
      cover={place.previewPicture ?? null}
      html={place.html}
      gallery={place.gallery}
      location={place.location}
      facts={[
        { label: 'Адрес', value: place.address },
        { label: 'Часы работы', value: hoursOf(place.workingHours) },
        { label: 'Вход', value: formatPrice(place.priceFrom) },
        ...contactFacts({ phone: place.phone, website: place.website }),
      ]}
    />
  )
}
