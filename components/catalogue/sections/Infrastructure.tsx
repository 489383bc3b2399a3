import type { InfrastructureView_ObjectFragment } from '@/lib/__generated__/gql/graphql'
import { detailHref, SECTION_PATHS } from '@/lib/catalogue/paths'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { DetailView } from '@/components/catalogue/DetailView/DetailView'
import { contactFacts, hoursOf } from './facts'

export function InfrastructureView({
  item,
  structuredData = null,
}: {
  item: InfrastructureView_ObjectFragment
  /** schema.org data, built in getStaticProps (lib/server/seo/structuredData). */
  structuredData?: JsonLdNode | null
}) {
  const path = detailHref('infrastructure', item.slug)
  return (
    <DetailView
      sectionPath={SECTION_PATHS.infrastructure}
      path={path}
      favorite={{ entity: 'URBAN', slug: item.slug }}
      structuredData={structuredData}
      title={item.title}
      eyebrow={item.category?.label}
      summary={item.summary}
      seo={item.seo}
      cover={item.previewPicture ?? null}
      html={item.html}
      gallery={item.gallery}
      location={item.location}
      facts={[
        { label: 'Адрес', value: item.address },
        { label: 'Часы работы', value: hoursOf(item.workingHours) },
        ...contactFacts({ phone: item.phone, website: item.website }),
      ]}
    />
  )
}
