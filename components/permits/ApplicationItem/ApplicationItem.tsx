import type { ApplicationItem_ApplicationFragment } from '@/lib/__generated__/gql/graphql'
import { formatDate, formatDateTime } from '@/lib/format/date'
import styles from './ApplicationItem.module.css'

export { ApplicationItem_application } from './fragments'

/** One application: its car, status, decision and dated history. */
export function ApplicationItem({ application: a }: { application: ApplicationItem_ApplicationFragment }) {
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <p className={styles.code}>Заявление {a.code}</p>
        <p className={styles.status} data-status={a.status}>
          {a.statusLabel}
        </p>
      </div>
      <p className={styles.car}>
        <strong>{a.plateDisplay}</strong>
        {a.carName ? `, ${a.carName}` : ''}
      </p>
      <p className={styles.muted}>Создано {formatDate(a.createdAt)}</p>
      {a.decisionDue && <p className={styles.muted}>Решение ожидается до {a.decisionDue}</p>}
      {a.status === 'approved' && a.permitEndDate && (
        <p className={styles.approved}>Разрешение действует до {a.permitEndDate}</p>
      )}
      {a.status === 'rejected' && a.comment && <p className={styles.rejected}>Причина отказа: {a.comment}</p>}
      {a.history.length > 0 && (
        <details className={styles.history}>
          <summary>История заявления</summary>
          <ol>
            {a.history.map((h) => (
              <li key={`${h.status}-${h.at}`}>
                <time dateTime={h.at}>{formatDateTime(h.at)}</time> — {h.statusLabel}
                {h.comment ? `: ${h.comment}` : ''}
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  )
}
