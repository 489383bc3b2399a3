import type { AccessibilitySection_AccessibilityFragment } from '@/lib/__generated__/gql/graphql'
import styles from './AccessibilitySection.module.css'

/**
 * «Доступная среда» on the page of a beach, place, infrastructure object or walking route
 * (docs/decisions/0055-accessibility-as-data.md): the features recorded, a route's surface and
 * gradient, and the editors' note. When none of them is recorded it says so, rather than «нет»:
 * an editor's blank is not a no.
 */
export function AccessibilitySection({ accessibility }: { accessibility: AccessibilitySection_AccessibilityFragment }) {
  const { features, note, surface, gradient } = accessibility
  const terrain = [
    { term: 'Покрытие', value: surface?.label },
    { term: 'Уклон', value: gradient?.label },
  ].filter((row): row is { term: string; value: string } => Boolean(row.value))
  const nothing = features.length === 0 && terrain.length === 0 && !note
  return (
    <section aria-labelledby="accessibility-title" className={styles.section}>
      <h2 id="accessibility-title">Доступная среда</h2>
      {terrain.length > 0 ? (
        <dl className={styles.terrain}>
          {terrain.map((row) => (
            <div key={row.term}>
              <dt>{row.term}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {features.length > 0 ? (
        <ul className={styles.features}>
          {features.map((f) => (
            <li key={f.key}>{f.label}</li>
          ))}
        </ul>
      ) : null}
      {note ? <p className={styles.note}>{note}</p> : null}
      {nothing ? <p className={styles.note}>Сведений о доступности пока нет.</p> : null}
    </section>
  )
}
