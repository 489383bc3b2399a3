import { useMutation } from '@apollo/client/react'
import { useRouter } from 'next/router'
import { useState } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { AppealsRouteQueryQuery as AppealsRouteQuery } from '@/lib/__generated__/gql/graphql'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { clearAppealDraft, loadAppealDraft } from '@/lib/appeals/draft'
import { formatDate } from '@/lib/format/date'
import { notify } from '@/lib/notify'
import { Button } from '@/components/ui/Button'
import styles from '@/components/appeals/appeals.module.css'

export const DeleteAppealDraftMutation = graphql(`
  mutation DeleteAppealDraftMutation($requestId: ID!) {
    deleteAppealDraft(requestId: $requestId)
  }
`)

type Draft = AppealsRouteQuery['appealDrafts'][number]

export const continueDraftHref = (requestId: string) =>
  `/moi-obrashcheniya/novoe-obrashchenie?chernovik=${encodeURIComponent(requestId)}`

/** The draft's first words, or what it is still missing, as its title in the list. */
const titleOf = (d: Draft) => {
  const text = d.text.trim()
  if (!text) return 'Обращение без текста'
  return text.length > 80 ? `${text.slice(0, 80).trimEnd()}…` : text
}

/**
 * An unsent appeal saved on the server: «Черновик», when it was saved and when it will be deleted,
 * «Продолжить» (the form with it, in any browser) and «Удалить» (asked once more).
 */
export function AppealDraftItem({ draft: d }: { draft: Draft }) {
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  const [remove, { loading }] = useMutation(DeleteAppealDraftMutation)
  const deleteDraft = async () => {
    try {
      await remove({ variables: { requestId: d.requestId } })
    } catch (error) {
      notify.serverError(readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE)
      setConfirming(false)
      return
    }
    // This tab's copy of the same appeal goes too.
    if (loadAppealDraft()?.request_id === d.requestId) clearAppealDraft()
    notify.success({ title: 'Черновик удалён' })
    // The list is the server's: read it again.
    await router.replace(router.asPath, undefined, { scroll: false })
  }
  return (
    <li className={styles.card} aria-label={`Черновик: ${titleOf(d)}`}>
      <div className={styles.head}>
        <span className={styles.number}>{titleOf(d)}</span>
        <span className={styles.status} data-status="draft">
          Черновик
        </span>
      </div>
      <p className={styles.muted}>
        Сохранён {formatDate(d.updatedAt)} · не отправленный черновик удалится {formatDate(d.expiresAt)}
      </p>
      {confirming ? (
        <div className={styles.draftActions} role="group" aria-label="Удалить черновик?">
          <p>Удалить черновик? Текст и фотографии пропадут.</p>
          <Button size="sm" theme="secondary" loading={loading} onClick={() => void deleteDraft()}>
            Да, удалить
          </Button>
          <Button size="sm" theme="ghost" onClick={() => setConfirming(false)}>
            Отмена
          </Button>
        </div>
      ) : (
        <div className={styles.draftActions}>
          <Button size="sm" href={continueDraftHref(d.requestId)} aria-label={`Продолжить черновик: ${titleOf(d)}`}>
            Продолжить
          </Button>
          <Button
            size="sm"
            theme="ghost"
            onClick={() => setConfirming(true)}
            aria-label={`Удалить черновик: ${titleOf(d)}`}
          >
            Удалить
          </Button>
        </div>
      )}
    </li>
  )
}
