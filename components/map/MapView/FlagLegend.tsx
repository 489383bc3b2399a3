import styles from './MapView.module.css'

/** The beach markers' colours (components/map/markers.module.css), as the МЧС flags mean them. */
const FLAGS = [
  { tone: 'green', text: 'Зелёный флаг: купание разрешено' },
  { tone: 'yellow', text: 'Жёлтый: не рекомендуется детям и людям с хроническими заболеваниями' },
  { tone: 'red', text: 'Красный: купаться запрещено' },
  { tone: 'purple', text: 'Фиолетовый: опасные морские обитатели' },
  { tone: 'none', text: 'Синий: флаг не указан или статус не подтверждён' },
] as const

/** What a beach marker's colour says, folded away until asked for: the map keeps its room on a phone. */
export function FlagLegend() {
  return (
    <details className={styles.legend}>
      <summary>Цвета пляжей</summary>
      <ul>
        {FLAGS.map((flag) => (
          <li key={flag.tone}>
            <span className={styles.swatch} data-tone={flag.tone} aria-hidden="true" />
            {flag.text}
          </li>
        ))}
      </ul>
    </details>
  )
}
