import { graphql } from '@/lib/__generated__/gql'

/** A picture as every catalogue card and page renders it (CmsImage needs the size). */
export const CatalogueImage = graphql(`
  fragment CatalogueImage on Image {
    url
    width
    height
    alt
  }
`)

/** Opening hours as OpenNow and the facts read them. */
export const CatalogueHours = graphql(`
  fragment CatalogueHours on WorkingHours {
    allDay
    from
    to
  }
`)

/** Where a venue is and when it is open, as its card and page show it (OpenNow, the facts). */
export const CatalogueVenue_entry = graphql(`
  fragment CatalogueVenue_entry on Venue {
    address
    workingHours {
      ...CatalogueHours
    }
  }
`)

/** A venue's own telephone and website, as contactFacts shows them. */
export const CatalogueContacts_entry = graphql(`
  fragment CatalogueContacts_entry on Contacts {
    phone
    website
  }
`)

/** What every catalogue card shows of its entry (CatalogueCard). */
export const CatalogueCard_entry = graphql(`
  fragment CatalogueCard_entry on CatalogueEntry {
    title
    summary
    previewPicture {
      ...CatalogueImage
    }
  }
`)

/** What every catalogue page adds to the card (DetailView): the text, the gallery, the SEO fields. */
export const CatalogueDetail_entry = graphql(`
  fragment CatalogueDetail_entry on CatalogueEntry {
    ...CatalogueCard_entry
    html
    gallery {
      ...CatalogueImage
    }
    seo {
      title
      description
    }
  }
`)

/**
 * «Доступная среда» as a card's line shows it (CatalogueCard): whether the shared rule counts the
 * entry as accessible, and the features' labels (docs/decisions/0055-accessibility-as-data.md).
 */
export const CatalogueCard_accessibility = graphql(`
  fragment CatalogueCard_accessibility on Accessibility {
    accessible
    features {
      label
    }
  }
`)

/** «Доступная среда» as an entry's page shows it (AccessibilitySection). */
export const AccessibilitySection_accessibility = graphql(`
  fragment AccessibilitySection_accessibility on Accessibility {
    features {
      key
      label
    }
    note
    surface {
      value
      label
    }
    gradient {
      value
      label
    }
  }
`)

/** The pages and the filter values of a filtered list (CatalogueListView). */
export const CatalogueList_page = graphql(`
  fragment CatalogueList_page on FilteredPage {
    pageInfo {
      ...Pagination_pageInfo
    }
    filters {
      value
      label
      count
    }
  }
`)
