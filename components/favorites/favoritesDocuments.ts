import { graphql } from '@/lib/__generated__/gql'

/**
 * The resident's favourites: one query for the whole tab. The header's count, every toggle and
 * /izbrannoe read this one cached answer (the toggles through FavoritesContext), never one per card.
 * Kept apart from FavoritesContext.tsx: `graphql()` brings the generated document map, and the
 * context is part of every page's first-load JS.
 */
export const FavoritesQuery = graphql(`
  query FavoritesQuery {
    favorites {
      ...FavoritesView_favorite
    }
  }
`)

export const FavoritesView_favorite = graphql(`
  fragment FavoritesView_favorite on Favorite {
    entity
    slug
    title
    image {
      url
      width
      height
      alt
    }
    available
    addedAt
    href
  }
`)
