import { useEffect } from 'react'

import { rememberUser } from '@/components/session/rememberedUser'
import type { SessionUser } from '@/lib/pageProps'
import { OutboxSender } from './OutboxSender'
import { ResidentCopyKeeper } from './ResidentCopyKeeper'

/**
 * What a signed-in resident's page does on the device, in one chunk (./ResidentOnDeviceSlot.tsx): keeps
 * who is signed in and their copy for reading offline, and sends what they queued without a
 * connection. The resident is remembered here, on every page, because a page without a connection
 * shows the copy only to the resident this browser remembers (components/session/rememberedUser.ts):
 * a visit made only of cabinet pages, whose server props name the resident, never asked `me` and so
 * never remembered anyone, and the offline cabinet then said the device kept nothing.
 */
export function ResidentOnDevice({ resident }: { resident: SessionUser }) {
  useEffect(() => {
    rememberUser(resident)
  }, [resident])
  return (
    <>
      <ResidentCopyKeeper residentId={resident.id} />
      <OutboxSender />
    </>
  )
}
