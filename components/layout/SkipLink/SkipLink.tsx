import styles from './SkipLink.module.css'

export const MAIN_ID = 'main'

/** The first stop for keyboard users: jumps over the header straight to the page content. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className={styles.skip}>
      Перейти к содержимому
    </a>
  )
}
