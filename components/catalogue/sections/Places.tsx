import type { PlaceView_PlaceFragment } from '@/lib/__generated__/gql/graphql'
import { formatPrice } from '@/lib/format/price'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { DetailView } from '@/components/catalogue/DetailView/DetailView'
import { AccessibilitySection } from '@/components/catalogue/Accessibility/AccessibilitySection'
import { contactFacts, hoursOf } from './facts'

export function PlaceView({
  place,
  structuredData = null,
}: {
  place: PlaceView_PlaceFragment
  /** schema.org data, built in getStaticProps (lib/server/seo/structuredData). */
  structuredData?: JsonLdNode | null
}) {
  return (
    <DetailView
      section="places"
      entryKey={place.id}
      entry={place}
      structuredData={structuredData}
      eyebrow={place.category?.label}
      location={place.location}
      facts={[
        { label: 'Адрес', value: place.address },
        { label: 'Часы работы', value: hoursOf(place.workingHours) },
        { label: 'Вход', value: formatPrice(place.priceFrom) },
        ...contactFacts(place),
      ]}
    >
      <AccessibilitySection accessibility={place.accessibility} />
    </DetailView>
  )
}
