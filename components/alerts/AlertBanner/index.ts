import { clientOnly } from '@/lib/hooks/clientOnly'

/**
 * The alert banner, in its own chunk after hydration: it draws nothing in the server's HTML, and the
 * shell every page loads stays within its budget (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests).
 */
export const AlertBannerSlot = clientOnly(() => import('./AlertBanner').then((m) => m.AlertBanner))
