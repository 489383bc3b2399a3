import { useState } from 'react'

import type { ApplicationItem_ApplicationFragment } from '@/lib/__generated__/gql/graphql'
import { formatDate } from '@/lib/format/date'
import { Button } from '@/components/ui/Button'
import { useDeletePermitDraftMutation } from '@/components/permits/hooks/useDeletePermitDraftMutation'
import styles from './ApplicationItem.module.css'

/**
 * An unsent application saved on the server: «Черновик», when it was last saved and when it will be
 * deleted (30 days after that), «Продолжить» and «Удалить» (asked twice: a draft may hold a whole
 * passport's worth of typing).
 */
export function DraftItem({
  application: a,
  onContinue,
}: {
  application: ApplicationItem_ApplicationFragment
  onContinue: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  const { deleteDraft, loading } = useDeletePermitDraftMutation()
  return (
    <li className={styles.item} aria-label={`Черновик ${a.code}`}>
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
      <p className={styles.muted}>
        Сохранён {formatDate(a.updatedAt)}
        {a.draft ? ` · не отправленный черновик удалится ${formatDate(a.draft.expiresAt)}` : ''}
      </p>
      {confirming ? (
        <div className={styles.actions} role="group" aria-label="Удалить черновик?">
          <p>Удалить черновик? Введённые данные и загруженные сканы пропадут.</p>
          <Button
            size="sm"
            theme="secondary"
            loading={loading}
            onClick={() => void deleteDraft(a.code).then((done) => done || setConfirming(false))}
          >
            Да, удалить
          </Button>
          <Button size="sm" theme="ghost" onClick={() => setConfirming(false)}>
            Отмена
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button size="sm" onClick={onContinue} aria-label={`Продолжить заявление ${a.code}`}>
            Продолжить
          </Button>
          <Button size="sm" theme="ghost" onClick={() => setConfirming(true)} aria-label={`Удалить черновик ${a.code}`}>
            Удалить
          </Button>
        </div>
      )}
    </li>
  )
}
