import { favoriteKey, useFavorites, type FavoriteItem } from '@/components/favorites/FavoritesContext'
import styles from './FavoriteToggle.module.css'

export const ADD_FAVORITE = 'Добавить в избранное'
export const REMOVE_FAVORITE = 'Убрать из избранного'

type Props = {
  item: FavoriteItem
  /** A card's heart sits on its picture; a detail page's stands beside the title with its label. */
  variant?: 'card' | 'page'
}

/**
 * The favourite heart of every card and detail page (issue 13). Rendered unpressed on the server:
 * public pages never know who is looking (ARCHITECTURE §3), and the resident's list arrives after
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
      {/* Inline rather than the sprite: the sprite's symbol fixes fill="none", and a pressed heart is filled. */}
      <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
        <path
          d="M12 20.5s-8-4.6-8-10.4A4.6 4.6 0 0 1 12 7.2a4.6 4.6 0 0 1 8 2.9c0 5.8-8 10.4-8 10.4z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {variant === 'page' ? <span>{label}</span> : null}
    </button>
  )
}
