import { OutboxSender } from './OutboxSender'
import { ResidentCopyKeeper } from './ResidentCopyKeeper'

/**
 * What a signed-in resident's page does on the device, in one chunk (./ResidentOnDeviceSlot.tsx): keeps
 * their copy for reading offline, and sends what they queued without a connection.
 */
export function ResidentOnDevice({ residentId }: { residentId: string }) {
  return (
    <>
      <ResidentCopyKeeper residentId={residentId} />
      <OutboxSender />
    </>
  )
}
