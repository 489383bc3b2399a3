import type { Sex } from '@/lib/__generated__/gql/graphql'
import styles from './ProfileCard.module.css'

/**
 * docs/spec.md#2-screens-and-routes: the avatar is chosen by sex; without one, a neutral figure. Decoration: the name
 * is the text.
 */
export function Avatar({ sex }: { sex: Sex | null | undefined }) {
  return (
    <svg className={styles.avatar} viewBox="0 0 64 64" width={64} height={64} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={sex === 'female' ? 'var(--color-sand-200)' : 'var(--color-sea-100)'} />
      {sex === 'female' && (
        // Long hair behind the head and shoulders.
        <path d="M17 40c0-13 6-23 15-23s15 10 15 23c0 3-1 6-3 8H20c-2-2-3-5-3-8z" fill="var(--color-sand-600)" />
      )}
      {sex === 'male' && (
        // Short hair on top of the head.
        <path d="M22 27c0-8 5-12 10-12s10 4 10 12c-2-3-5-5-10-5s-8 2-10 5z" fill="var(--color-sea-800)" />
      )}
      <circle cx="32" cy="29" r="10" fill={sex === 'female' ? 'var(--color-sand-50)' : 'var(--color-white)'} />
      <path
        d="M13 56c2-10 10-15 19-15s17 5 19 15a32 32 0 0 1-38 0z"
        fill={
          sex === 'female' ? 'var(--color-sand-600)' : sex === 'male' ? 'var(--color-sea-700)' : 'var(--color-sea-500)'
        }
      />
    </svg>
  )
}
