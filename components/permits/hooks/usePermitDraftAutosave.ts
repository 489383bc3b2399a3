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

/** `waiting`: the save failed without a connection; it goes again by itself once there is one. */
export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'waiting'

/**
 * Saves the application typed so far onto the server's draft
 * (docs/decisions/0035-drafts-on-the-server-and-confirmation.md), so it can be continued in another browser: debounced
 * while typing, at once on `flush`. Saves go one after another, each with the whole draft, so the last
 * one typed is the one kept. A failure says so beside the form and the next save tries again;
 * the tab's copy (lib/permits/draft) keeps everything meanwhile. A failure without a connection
 * waits for one and then saves again by itself (docs/decisions/0048-sending-offline.md). Only in
 * this tab: the draft holds passport data, which must not outlive the tab
 * (docs/decisions/0018-cars-and-permits-on-the-site.md), so it is never queued on the device.
 */
export function usePermitDraftAutosave() {
  const [mutate] = useMutation(SavePermitDraftMutation)
  const [state, setState] = useState<DraftSaveState>('idle')
  const pending = useRef<PermitDraft | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const queue = useRef<Promise<boolean>>(Promise.resolve(true))
  // The last draft a save lost for want of a connection, to send again once there is one.
  const unsent = useRef<PermitDraft | null>(null)

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
        unsent.current = null
        setState('saved')
        return true
      } catch {
        const offline = !navigator.onLine
        unsent.current = offline ? draft : null
        setState(offline ? 'waiting' : 'failed')
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

  // The connection is back: the draft that waited goes, unless a newer one is on its way already.
  useEffect(() => {
    const resend = () => {
      if (!unsent.current) return
      pending.current ??= unsent.current
      unsent.current = null
      void flush()
    }
    window.addEventListener('online', resend)
    return () => window.removeEventListener('online', resend)
  }, [flush])

  return { schedule, flush, state }
}
