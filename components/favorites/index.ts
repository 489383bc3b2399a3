import { clientOnly } from '@/lib/hooks/clientOnly'

export { FavoritesContext, FavoritesProvider, favoriteKey, useFavorites } from './FavoritesContext'
export type { FavoriteEntity, FavoriteItem, FavoriteRef, FavoritesEngine, FavoritesValue } from './FavoritesContext'

/**
 * The resident's favourites with Apollo, after hydration and for signed-in residents only
 * (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests).
 */
export const FavoritesLoader = clientOnly(() => import('./FavoritesLoader').then((m) => m.default))
