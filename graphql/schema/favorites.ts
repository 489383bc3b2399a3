/** The resident's favourites (docs/api/openapi.yaml "Favorites"). */
export const favoritesTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in resident's favourites, newest first."
    favorites: [Favorite!]!
  }

  extend type Mutation {
    "Adds an item to the resident's favourites; adding it again answers the one already there."
    addFavorite(entity: FavoriteEntity!, slug: String!): Favorite!
    "Removes one of the resident's favourites; one they do not have is NOT_FOUND."
    removeFavorite(entity: FavoriteEntity!, slug: String!): FavoriteKey!
  }

  "The kinds search knows (docs/spec.md#3-entities-and-their-fields): CLICKPASS_PRODUCTS are tours, URBAN infrastructure objects."
  enum FavoriteEntity {
    BEACH
    URBAN
    PLACE
    ROUTE
    EVENT
    CAMERA
    CLICKPASS_PRODUCTS
    MAGAZINE
  }

  type Favorite {
    entity: FavoriteEntity!
    "The item's key in its section: the slug or id its page is addressed by."
    slug: String!
    "The current title, or the one stored when it was added if the item is gone since."
    title: String!
    image: Image
    "False once the item was unpublished or deleted: the site shows it without a link."
    available: Boolean!
    "ISO timestamp."
    addedAt: String!
    "The item's page on this site; null when it is no longer available."
    href: String
  }

  type FavoriteKey {
    entity: FavoriteEntity!
    slug: String!
  }
`
