import { useSession } from '@/components/session/SessionContext'
import { clientOnly } from '@/lib/hooks/clientOnly'

/** Apollo and IndexedDB's wrapper in their own chunk, for signed-in residents only. */
const ResidentOnDevice = clientOnly(() => import('./ResidentOnDevice').then((module) => module.ResidentOnDevice))

/**
 * Where every page keeps the signed-in resident's copy for reading offline and sends what they queued
 * without a connection (./ResidentOnDevice.tsx). Part of the shared bundle, so it is only this
 * switch; a visitor loads nothing more.
 */
export function ResidentOnDeviceSlot() {
  const { status, user } = useSession()
  return status === 'signedIn' && user ? <ResidentOnDevice resident={user} /> : null
}
