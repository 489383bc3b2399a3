import type {
  InfrastructureCard_ObjectFragment,
  InfrastructureView_ObjectFragment,
} from '@/graphql/__generated__/client/graphql'
import { SECTION_DESCRIPTIONS } from '@/lib/catalogue/descriptions'
import { detailHref, SECTION_PATHS } from '@/lib/catalogue/paths'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { CatalogueCard } from '@/components/catalogue/CatalogueCard/CatalogueCard'
import { DetailView } from '@/components/catalogue/DetailView/DetailView'
import { contactFacts, hoursOf } from './facts'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { InfrastructureListRouteQueryQuery } from '@/graphql/__generated__/client/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'

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
    />
  )
}

export function InfrastructureView({
  item,
  structuredData = null,
}: {
  item: InfrastructureView_ObjectFragment
  /** schema.org data, built in getStaticProps (lib/seo/structuredData). */
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

export type InfrastructureListProps = ListPageProps<InfrastructureListRouteQueryQuery>
export function InfrastructureListView({ data, filter }: InfrastructureListProps) {
  const { items, pageInfo, filters } = data.infrastructure
  return (
    <CatalogueListView
      path={SECTION_PATHS.infrastructure}
      description={SECTION_DESCRIPTIONS.infrastructure}
      filter={{ label: 'Категории', allLabel: 'Все', options: filters, selected: filter }}
      pageInfo={pageInfo}
      cards={items.map((item, i) => (
        <InfrastructureCard key={item.id} item={item} priority={i === 0} />
      ))}
      emptyText="В этой категории пока ничего нет."
    />
  )
}
