import { alertPath } from '@anapa/shared/alerts/paths'
import type { AlertView_AlertFragment } from '@/lib/__generated__/gql/graphql'
import { severityTone } from '@/lib/alerts/severityTone'
import { detailHref } from '@/lib/catalogue/paths'
import { formatDateTime } from '@/lib/format/date'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { Share } from '@/components/share/Share/Share'
import { Link } from '@/components/ui/Link'
import tones from '@/components/alerts/severityTone.module.css'
import styles from './AlertView.module.css'

/**
 * One official alert (docs/decisions/0040-official-alerts-as-cap.md): what happened and what to do,
 * how urgent, severe and certain, where and until when, in Russian; links to the beaches it names and
 * to its CAP document for other systems. A Cancel reads «Отбой».
 */
export function AlertView({ alert }: { alert: AlertView_AlertFragment }) {
  const path = alertPath(alert.identifier)
  const facts: [string, string][] = [
    ['Событие', alert.event],
    ['Где', alert.areaDesc],
    ['Срочность', alert.urgency.label],
    ['Опасность', alert.severity.label],
    ['Достоверность', alert.certainty.label],
    ['Начало', alert.onset ? formatDateTime(alert.onset) : ''],
    ['Действует до', alert.expires ? formatDateTime(alert.expires) : ''],
    ['Выпущено', formatDateTime(alert.sent)],
  ]
  return (
    <article className={styles.page}>
      <PageMeta title={alert.headline} description={alert.description ?? alert.instruction} path={path} />
      <Breadcrumbs items={[{ label: 'Официальное оповещение', href: path }]} />
      <p className={`${styles.kind} ${tones[severityTone(alert.severity.value)]}`}>{alert.msgType.label}</p>
      <h1 className={styles.title}>{alert.headline}</h1>
      <Share path={path} title={alert.headline} />
      {alert.instruction ? (
        <p className={styles.instruction}>
          <strong>Что делать: </strong>
          {alert.instruction}
        </p>
      ) : null}
      {alert.description ? <p>{alert.description}</p> : null}
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {alert.beaches.length > 0 ? (
        <section aria-labelledby="alert-beaches">
          <h2 id="alert-beaches" className={styles.subtitle}>
            Пляжи
          </h2>
          <ul>
            {alert.beaches.map((beach) => (
              <li key={beach.id}>
                <Link href={detailHref('beaches', beach.id)}>{beach.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={styles.cap}>
        Для других систем: <a href={`/cap/${encodeURIComponent(alert.identifier)}.xml`}>документ CAP 1.2</a>
      </p>
    </article>
  )
}
