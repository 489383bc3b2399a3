import { clientOnly } from '@/lib/hooks/clientOnly'

export { FavoritesContext, FavoritesProvider, favoriteKey, useFavorites } from './FavoritesContext'
export type { FavoriteEntity, FavoriteItem, FavoriteRef, FavoritesEngine, FavoritesValue } from './FavoritesContext'

/** The resident's favourites with Apollo, after hydration and for signed-in residents only (ARCHITECTURE §8). */
export const FavoritesLoader = clientOnly(() => import('./FavoritesLoader').then((m) => m.default))
