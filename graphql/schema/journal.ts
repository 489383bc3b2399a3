/**
 * The resort journal (docs/spec.md#3-entities-and-their-fields "Journal list item", "Journal detail", "Journal
 * category").
 */
export const journalTypeDefs = /* GraphQL */ `
  extend type Query {
    "One page of the journal, newest editorial order first. Page size is fixed by the spec (9)."
    journal(page: Int! = 1, category: String, type: String): JournalPage!
    journalCategories: [JournalCategory!]!
    "A published article, or null when none has this type and slug."
    article(type: String!, slug: String!): Article
  }

  type JournalCategory {
    id: ID!
    name: String!
    slug: String!
  }

  type JournalPage {
    items: [Article!]!
    pageInfo: PageInfo!
  }

  type Video {
    title: String
    url: String!
  }

  type ContentBlock {
    title: String
    description: String
    picture: Image
    items: [String!]!
  }

  type Article {
    id: ID!
    name: String!
    slug: String!
    type: String!
    category: JournalCategory
    description: String
    seo: Seo!
    "Sanitized HTML, safe to render."
    html: String!
    "ISO 8601"
    createdAt: String!
    "ISO 8601"
    updatedAt: String
    previewPicture: Image
    gallery: [Image!]!
    location: GeoPoint
    videos: [Video!]!
    blocks: [ContentBlock!]!
  }
`
