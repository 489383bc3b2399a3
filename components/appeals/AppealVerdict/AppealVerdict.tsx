import { useMutation } from '@apollo/client/react'
import { useId, useState } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { AppealVerdict as Verdict } from '@/lib/__generated__/gql/graphql'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { formatDate } from '@/lib/format/date'
import { notify } from '@/lib/notify'
import { AppealPhotoPicker } from '@/components/appeals/AppealPhotoPicker/AppealPhotoPicker'
import { Button } from '@/components/ui/Button'
import fieldStyles from '@/components/ui/Field/Field.module.css'
import styles from '@/components/appeals/appeals.module.css'

export const GiveAppealVerdictMutation = graphql(`
  mutation GiveAppealVerdictMutation($number: String!, $verdict: AppealVerdict!, $note: String, $photoIds: [ID!]) {
    giveAppealVerdict(number: $number, verdict: $verdict, note: $note, photoIds: $photoIds) {
      number
      verdict
      status
      statusLabel
    }
  }
`)

export const VERDICT_TITLE = 'Проблема решена?'
export const DISPUTE_NOTE_REQUIRED = 'Напишите, что осталось не так'

const VERDICT_TEXT: Record<Verdict, string> = {
  confirmed: 'Вы подтвердили, что проблема решена. Спасибо!',
  disputed: 'Вы сообщили, что проблема не решена: обращение снова в работе.',
}

/**
 * The resident's say on «Решено» (docs/decisions/0053-duplicates-followers-and-verdicts.md): the
 * author and every supporter may confirm the fix or dispute it within 15 days. A dispute needs the
 * resident's words (and may show a photo of what is left) and reopens the appeal into work; the care
 * service sees every rating.
 */
export function AppealVerdict({
  number,
  dueUntil,
  given,
  onGiven,
}: {
  number: string
  /** The last day the resolution can be rated; null when there is nothing to rate. */
  dueUntil: string | null
  /** The resident's verdict on this resolution, if they gave one. */
  given: Verdict | null
  /** After a verdict is taken: the page reads the appeal again (a dispute changed its status). */
  onGiven?: (verdict: Verdict) => void
}) {
  const noteId = useId()
  const [verdict, setVerdict] = useState<Verdict | null>(given)
  const [disputing, setDisputing] = useState(false)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | null>(null)
  // The dispute's photos, once uploaded (what is still uploading holds the button).
  const [photoIds, setPhotoIds] = useState<string[]>([])
  const [uploading, setUploading] = useState(false)
  const [give, { loading }] = useMutation(GiveAppealVerdictMutation)

  if (verdict) {
    return (
      <p role="status" className={styles.verdict}>
        {VERDICT_TEXT[verdict]}
      </p>
    )
  }
  if (!dueUntil) return null

  const send = async (next: Verdict) => {
    if (next === 'disputed' && !note.trim()) {
      setNoteError(DISPUTE_NOTE_REQUIRED)
      document.getElementById(noteId)?.focus()
      return
    }
    try {
      const disputed = next === 'disputed'
      await give({
        variables: { number, verdict: next, note: disputed ? note.trim() : null, photoIds: disputed ? photoIds : [] },
      })
    } catch (error) {
      notify.serverError(readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE)
      return
    }
    setVerdict(next)
    onGiven?.(next)
  }

  return (
    <section className={styles.verdict} aria-labelledby={`${noteId}-title`}>
      <h2 id={`${noteId}-title`}>{VERDICT_TITLE}</h2>
      <p className={styles.muted}>Служба заботы отметила обращение решённым. Ответьте до {formatDate(dueUntil)}.</p>
      {disputing ? (
        <form
          className={fieldStyles.field}
          aria-label="Проблема не решена"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void send('disputed')
          }}
        >
          <label htmlFor={noteId} className={fieldStyles.label}>
            Что осталось не так
          </label>
          <textarea
            id={noteId}
            className={fieldStyles.input}
            rows={4}
            maxLength={2000}
            value={note}
            aria-invalid={noteError ? true : undefined}
            aria-errormessage={noteError ? `${noteId}-error` : undefined}
            onChange={(event) => {
              setNote(event.currentTarget.value)
              setNoteError(null)
            }}
          />
          {noteError && (
            <p id={`${noteId}-error`} role="alert" className={fieldStyles.error}>
              {noteError}
            </p>
          )}
          <AppealPhotoPicker
            legend="Фото того, что осталось (необязательно)"
            onChange={(photos) => setPhotoIds(photos.map((p) => p.id))}
            onBusyChange={setUploading}
          />
          <div className={styles.draftActions}>
            <Button type="submit" size="sm" loading={loading} disabled={uploading}>
              Отправить и вернуть в работу
            </Button>
            <Button size="sm" theme="ghost" onClick={() => setDisputing(false)}>
              Отмена
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.draftActions}>
          <Button size="sm" loading={loading} onClick={() => void send('confirmed')}>
            Да, решена
          </Button>
          <Button size="sm" theme="secondary" onClick={() => setDisputing(true)}>
            Нет, не решена
          </Button>
        </div>
      )}
    </section>
  )
}
