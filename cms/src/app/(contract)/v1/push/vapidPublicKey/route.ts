import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { env } from '@/env'

/**
 * GET /v1/push/vapidPublicKey: the key browsers subscribe with (applicationServerKey). Served at run
 * time rather than baked into the site's build; null where push is not configured (never in production).
 */
export const GET = contractRoute(async () => ok({ key: env.vapid?.publicKey ?? null }))
