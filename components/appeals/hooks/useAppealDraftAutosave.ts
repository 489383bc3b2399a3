import { useMutation } from '@apollo/client/react'
import { useCallback, useEffect, useRef } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { AppealDraft } from '@/lib/appeals/draft'

export const SaveAppealDraftMutation = graphql(`
  mutation SaveAppealDraftMutation($input: AppealDraftInput!) {
    saveAppealDraft(input: $input) {
      requestId
      updatedAt
    }
  }
`)

/** A pause in typing this long saves the draft on the server. */
export const APPEAL_DRAFT_SAVE_DELAY_MS = 1500

const isBlank = (d: AppealDraft) =>
  !d.topic_id && !d.text.trim() && !d.address.trim() && !d.location && !d.photos.length

/**
 * Saves the new appeal as typed onto the server
 * (docs/decisions/0035-drafts-on-the-server-and-confirmation.md) under its request id, so it is listed in «Мои
 * обращения» and can be continued in another browser: debounced while typing, and once more when the page is left
 * mid-pause. Saves go one after another with the whole form, so the last one typed is kept. A failed save is quiet:
 * the tab's copy (lib/appeals/draft) keeps everything and the next pause tries again. An untouched
 * form saves nothing.
 */
export function useAppealDraftAutosave() {
  const [mutate] = useMutation(SaveAppealDraftMutation)
  const pending = useRef<AppealDraft | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const queue = useRef<Promise<unknown>>(Promise.resolve())

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const draft = pending.current
    pending.current = null
    if (!draft) return
    queue.current = queue.current.then(() =>
      mutate({
        variables: {
          input: {
            request_id: draft.request_id,
            topic_id: draft.topic_id,
            text: draft.text,
            address: draft.address,
            location: draft.location,
            photos: draft.photos.map(({ id, name }) => ({ id, name })),
            is_public: draft.is_public,
          },
        },
      }).catch(() => undefined),
    )
  }, [mutate])

  const schedule = useCallback(
    (draft: AppealDraft) => {
      if (isBlank(draft)) return
      pending.current = draft
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(flush, APPEAL_DRAFT_SAVE_DELAY_MS)
    },
    [flush],
  )

  // Leaving the page mid-pause still saves what was typed.
  useEffect(() => flush, [flush])

  // Once the appeal is sent, nothing more is saved: the CMS has deleted its draft.
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    pending.current = null
  }, [])

  return { schedule, flush, cancel }
}
