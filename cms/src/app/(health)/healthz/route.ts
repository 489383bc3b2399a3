/**
 * GET /healthz: the CMS process is alive and answers. It touches no dependency, so a database
 * outage never gets a live process restarted (docs/operations.md#health-endpoints).
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
