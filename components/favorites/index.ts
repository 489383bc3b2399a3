import dynamic from 'next/dynamic'

export { FavoritesContext, FavoritesProvider, favoriteKey, useFavorites } from './FavoritesContext'
export type { FavoriteEntity, FavoriteItem, FavoriteRef, FavoritesEngine, FavoritesValue } from './FavoritesContext'

/** The resident's favourites with Apollo, after hydration and for signed-in residents only (ARCHITECTURE §8). */
export const FavoritesLoader = dynamic(() => import('./FavoritesLoader'), { ssr: false })
