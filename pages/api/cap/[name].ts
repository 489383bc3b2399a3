import { capHandler } from '@/lib/server/cap/handler'

/** `/cap/alerts.atom` and `/cap/{identifier}.xml`, rewritten here by next.config.ts (lib/server/cap/handler.ts). */
export default capHandler()
