import type { PlaceView_PlaceFragment } from '@/graphql/__generated__/client/graphql'
import { SECTION_DESCRIPTIONS } from '@/lib/catalogue/descriptions'
import { detailHref, SECTION_PATHS } from '@/lib/catalogue/paths'
import { formatPrice } from '@/lib/format/price'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { PlaceCard } from './PlacesCard'
import { DetailView } from '@/components/catalogue/DetailView/DetailView'
import { contactFacts, hoursOf } from './facts'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { PlacesListRouteQueryQuery } from '@/graphql/__generated__/client/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'

export function PlaceView({
  place,
  structuredData = null,
}: {
  place: PlaceView_PlaceFragment
  /** schema.org data, built in getStaticProps (lib/seo/structuredData). */
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

export type PlacesListProps = ListPageProps<PlacesListRouteQueryQuery>
export function PlacesListView({ data, filter }: PlacesListProps) {
  const { items, pageInfo, filters } = data.places
  return (
    <CatalogueListView
      path={SECTION_PATHS.places}
      description={SECTION_DESCRIPTIONS.places}
      filter={{ label: 'Категории', allLabel: 'Все', options: filters, selected: filter }}
      pageInfo={pageInfo}
      cards={items.map((place, i) => (
        <PlaceCard key={place.id} place={place} priority={i === 0} />
      ))}
      emptyText="В этой категории пока ничего нет."
    />
  )
}
