// Not a route of the spec: the service worker's answer for a cabinet page without a connection
// (lib/pwa/worker, docs/decisions/0047-resident-data-offline.md). Static and empty of anything
// private; the resident's lists come from their copy on the device.
import { OfflineCabinet } from '@/components/offline/OfflineCabinet/OfflineCabinet'

export default function OfflineCabinetPage() {
  return <OfflineCabinet />
}
