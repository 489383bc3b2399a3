import type { InfrastructureView_ObjectFragment } from '@/lib/__generated__/gql/graphql'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { DetailView } from '@/components/catalogue/DetailView/DetailView'
import { AccessibilitySection } from '@/components/catalogue/Accessibility/AccessibilitySection'
import { contactFacts, hoursOf } from './facts'

export function InfrastructureView({
  item,
  structuredData = null,
}: {
  item: InfrastructureView_ObjectFragment
  /** schema.org data, built in getStaticProps (lib/server/seo/structuredData). */
  structuredData?: JsonLdNode | null
}) {
  return (
    <DetailView
      section="infrastructure"
      entryKey={item.slug}
      entry={item}
      structuredData={structuredData}
      eyebrow={item.category?.label}
      location={item.location}
      facts={[
        { label: 'Адрес', value: item.address },
        { label: 'Часы работы', value: hoursOf(item.workingHours) },
        ...contactFacts(item),
      ]}
    >
      <AccessibilitySection accessibility={item.accessibility} />
    </DetailView>
  )
}
