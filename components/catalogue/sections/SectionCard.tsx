import type { CatalogueCard_EntryFragment } from '@/lib/__generated__/gql/graphql'
import { type CatalogueSection, sectionEntry } from '@/lib/catalogue/sections'
import { CatalogueCard, type CatalogueCardProps } from '@/components/catalogue/CatalogueCard/CatalogueCard'

type Props = Omit<CatalogueCardProps, 'href' | 'favorite' | 'title' | 'image'> & {
  section: CatalogueSection
  /** The entry's key in its URL: a slug or an id, as the section's routes take it. */
  entryKey: string
  entry: CatalogueCard_EntryFragment
}

/**
 * The card of an entry of a catalogue section: its link, its heart and its title and picture come
 * from the section and the entry; the section's own card adds what it shows besides.
 */
export function SectionCard({ section, entryKey, entry, ...card }: Props) {
  return (
    <CatalogueCard
      {...sectionEntry(section, entryKey)}
      title={entry.title}
      image={entry.previewPicture ?? null}
      {...card}
    />
  )
}
