import { clientOnly } from '@/lib/hooks/clientOnly'

/**
 * The «Нет связи» line, in its own chunk after hydration: only a page the service worker served
 * from the device ever shows it, so the server's HTML carries nothing of it.
 */
export const DeviceCopyNoticeSlot = clientOnly(() => import('./DeviceCopyNotice').then((m) => m.DeviceCopyNotice))
