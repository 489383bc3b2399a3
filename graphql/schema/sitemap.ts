/**
 * sitemap.xml: every published item that has a page, in one upstream call. The site turns each
 * entry into its URL; the gateway says only which items exist and when they last changed.
 */
export const sitemapTypeDefs = /* GraphQL */ `
  extend type Query {
    "Every published item with a detail page, for sitemap.xml."
    sitemapEntries: [SitemapEntry!]!
  }

  enum SitemapKind {
    EVENT
    TOUR
    "Infrastructure: pharmacies, parking, rescue posts…"
    URBAN
    PLACE
    ROUTE
    BEACH
    BEACH_GROUP
    ARTICLE
  }

  type SitemapEntry {
    kind: SitemapKind!
    "The page's key: a slug (events, tours, infrastructure, articles) or an id (the others)."
    key: String!
    "Articles only: the journal type, the {type} of /zhurnal-kurorta/{type}/{slug}."
    articleType: String
    "ISO 8601"
    updatedAt: String
  }
`
