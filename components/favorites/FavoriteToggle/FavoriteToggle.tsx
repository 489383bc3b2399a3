import { favoriteKey, useFavorites, type FavoriteItem } from '@/components/favorites/FavoritesContext'
import { Icon } from '@/components/ui/Icon'
import styles from './FavoriteToggle.module.css'

export const ADD_FAVORITE = 'Добавить в избранное'
export const REMOVE_FAVORITE = 'Убрать из избранного'

type Props = {
  item: FavoriteItem
  /** A card's heart sits on its picture; a detail page's stands beside the title with its label. */
  variant?: 'card' | 'page'
}

/**
 * The favourite heart of every card and detail page. Rendered unpressed on the server:
 * public pages never know who is looking (docs/architecture.md#3-pages), and the resident's list arrives after
 * hydration through FavoritesContext.
 */
export function FavoriteToggle({ item, variant = 'card' }: Props) {
  const { keys, toggle } = useFavorites()
  const pressed = keys?.has(favoriteKey(item)) ?? false
  const label = pressed ? REMOVE_FAVORITE : ADD_FAVORITE
  return (
    <button
      type="button"
      className={variant === 'page' ? `${styles.toggle} ${styles.page}` : `${styles.toggle} ${styles.card}`}
      aria-pressed={pressed}
      aria-label={variant === 'card' ? label : undefined}
      title={label}
      onClick={() => toggle(item)}
    >
      <Icon name={pressed ? 'heart-filled' : 'heart'} />
      {variant === 'page' ? <span>{label}</span> : null}
    </button>
  )
}
