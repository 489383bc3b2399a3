import type { BeachConditionsPanel_ConditionsFragment } from '@/lib/__generated__/gql/graphql'
import { bathingTone, forecastText, updatedText, waterText } from '@/lib/beaches/conditions'
import { formatDateTime } from '@/lib/format/date'
import styles from './BeachConditionsPanel.module.css'

/** The decision behind the status: «МЧС, постановление № 12 от 12.07.2026». */
const decisionText = (c: BeachConditionsPanel_ConditionsFragment) =>
  [c.source?.label, c.document].filter(Boolean).join(', ')

const lifeguardsText = (on: boolean | null | undefined) => (on === true ? 'На посту' : on === false ? 'Нет' : '')

/**
 * «Можно ли купаться» on a beach's page (docs/decisions/0042-beach-conditions.md): the status in words
 * and colour, why, who decided and on which act, until when, and when the desk last confirmed it;
 * then the water and the weather, each saying whether it was measured or forecast. Lines without a
 * value are left out, so nothing is made up.
 */
export function BeachConditionsPanel({ conditions: c }: { conditions: BeachConditionsPanel_ConditionsFragment }) {
  const rows: [string, string][] = [
    ['Причина', c.reasons.map((r) => r.label).join(', ')],
    ['Флаг', c.flag?.label ?? ''],
    ['Решение', decisionText(c)],
    ['Действует до', c.validUntil ? formatDateTime(c.validUntil) : ''],
    ['Пояснение', c.note ?? ''],
    ['Спасатели', lifeguardsText(c.lifeguards)],
    ['Вода', waterText(c).replace(/^Вода /, '')],
    ['Волны', forecastText(c.waveHeight, 'м', c.waveHeightAt)],
    ['Ветер', forecastText(c.windSpeed, 'м/с', c.windSpeedAt)],
    ['УФ-индекс', forecastText(c.uvIndex, '', c.uvIndexAt)],
  ]
  const shown = rows.filter(([, value]) => value !== '')
  const updated = updatedText(c.verifiedAt)
  const fromModel =
    c.waterTemperatureSource === 'model' || [c.waveHeight, c.windSpeed, c.uvIndex].some((v) => typeof v === 'number')
  return (
    <section className={styles.panel} data-tone={bathingTone(c.bathing.value)} aria-labelledby="bathing-title">
      <h2 id="bathing-title" className={styles.title}>
        Можно ли купаться
      </h2>
      <p className={styles.status} role="status">
        {c.bathing.label}
      </p>
      {shown.length > 0 ? (
        <dl className={styles.rows}>
          {shown.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {updated ? <p className={styles.updated}>{updated}</p> : null}
      {fromModel ? (
        // The model's terms ask for its name wherever its values are shown (docs/decisions/0043-marine-feed.md).
        <p className={styles.updated}>
          Прогноз погоды и моря: <a href="https://open-meteo.com/">Open-Meteo.com</a> (CC BY 4.0)
        </p>
      ) : null}
    </section>
  )
}
