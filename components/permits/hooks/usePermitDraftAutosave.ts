import { useMutation } from '@apollo/client/react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { PermitDraft } from '@/lib/permits/draft'

export const SavePermitDraftMutation = graphql(`
  mutation SavePermitDraftMutation($input: ResidentPermitDraftInput!) {
    saveResidentPermitDraft(input: $input) {
      ...ApplicationItem_application
    }
  }
`)

/** A pause in typing this long saves the draft on the server; a step change or «Закрыть» saves at once. */
export const DRAFT_SAVE_DELAY_MS = 1500

export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'failed'

/**
 * Saves the application typed so far onto the server's draft
 * (docs/decisions/0035-drafts-on-the-server-and-confirmation.md), so it can be continued in another browser: debounced
 * while typing, at once on `flush`. Saves go one after another, each with the whole draft, so the last
 * one typed is the one kept. A failure says so beside the form and the next save tries again;
 * the tab's copy (lib/permits/draft) keeps everything meanwhile.
 */
export function usePermitDraftAutosave() {
  const [mutate] = useMutation(SavePermitDraftMutation)
  const [state, setState] = useState<DraftSaveState>('idle')
  const pending = useRef<PermitDraft | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const queue = useRef<Promise<boolean>>(Promise.resolve(true))

  const flush = useCallback((): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const draft = pending.current
    pending.current = null
    if (!draft) return queue.current
    queue.current = queue.current.then(async () => {
      setState('saving')
      try {
        await mutate({ variables: { input: { ...draft.values, statement_code: draft.code } } })
        setState('saved')
        return true
      } catch {
        setState('failed')
        return false
      }
    })
    return queue.current
  }, [mutate])

  const schedule = useCallback(
    (draft: PermitDraft) => {
      pending.current = draft
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS)
    },
    [flush],
  )

  // Leaving the page mid-pause still saves what was typed.
  useEffect(() => () => void flush(), [flush])

  return { schedule, flush, state }
}
