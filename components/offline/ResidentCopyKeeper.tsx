import { useRouter } from 'next/router'
import { useEffect } from 'react'

import { getBrowserClient } from '@/lib/apollo/browserClient'
import { ResidentCopyAppealQuery, ResidentCopyQuery } from '@/lib/offline/residentCopyDocuments'
import { copyIsStale, freshResidentCopy, type CopySources } from '@/lib/offline/freshResidentCopy'
import { forgetResidentCopy } from '@/lib/offline/forgetResidentCopy'
import { readResidentCopy, saveResidentCopy } from '@/lib/offline/residentCopy'
import { KEEP_OFFLINE_CABINET } from '@/lib/pwa/deviceCopy'
import { requiresAuth } from '@/lib/routes'

/** The gateway's answers, fresh: the copy must not be made of what Apollo's cache happened to hold. */
function apolloSources(): CopySources {
  const client = getBrowserClient()
  return {
    lists: async () => (await client.query({ query: ResidentCopyQuery, fetchPolicy: 'no-cache' })).data!,
    appeal: async (id) =>
      (await client.query({ query: ResidentCopyAppealQuery, variables: { id }, fetchPolicy: 'no-cache' })).data!.appeal,
  }
}

async function keepCopy(residentId: string, onCabinetPage: boolean): Promise<void> {
  const previous = await readResidentCopy()
  // Another resident signed in on this device: their copy goes now, not when ours is ready.
  if (previous && previous.owner !== residentId) forgetResidentCopy()
  const now = new Date()
  if (!copyIsStale(previous, residentId, { now, onCabinetPage })) return
  const copy = await freshResidentCopy(residentId, apolloSources(), previous, now)
  await saveResidentCopy(copy)
  // The active worker, whether or not it controls this page yet (the first page of a visit).
  const registration = await navigator.serviceWorker?.ready
  registration?.active?.postMessage({ type: KEEP_OFFLINE_CABINET })
}

/**
 * Keeps the signed-in resident's lists on this device for reading without a connection
 * (docs/decisions/0047-resident-data-offline.md): after each page, while online, once the copy is
 * older than a few minutes. Loaded only for a signed-in resident (./ResidentOnDevice.tsx). A failed
 * call leaves the last copy as it was: an older copy beats none when the network goes.
 */
export function ResidentCopyKeeper({ residentId }: { residentId: string }) {
  const { asPath } = useRouter()
  useEffect(() => {
    if (!navigator.onLine) return
    keepCopy(residentId, requiresAuth(asPath)).catch(() => {})
  }, [residentId, asPath])
  return null
}
