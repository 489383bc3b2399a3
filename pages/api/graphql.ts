import { clientIpFromRequest, createContext, idempotencyKeyFromRequest, tokenFromRequest } from '@/graphql/context'
import { createGraphqlHandler } from '@/graphql/http'
import { createGatewayServer } from '@/graphql/server'
import { siteReporter } from '@/lib/server/errors/reporter'
import { beginRequest } from '@/lib/server/observability/requestScope'

/** The gateway reads its own body (graphql/http.ts), so Next's English body errors never answer. */
// A literal: Next reads route config statically.
export const config = { api: { bodyParser: false } }

/** The gateway's label in the metrics and the log. */
const ROUTE = '/api/graphql'

/** Its unexpected errors are reported (docs/operations.md#error-reporting). */
const server = createGatewayServer({ report: (error, context) => siteReporter().report(error, context) })

const gateway = createGraphqlHandler(server, async (req, res) =>
  createContext({
    token: tokenFromRequest(req),
    origin: req.headers.origin ?? null,
    clientIp: clientIpFromRequest(req),
    idempotencyKey: idempotencyKeyFromRequest(req),
    // The id graphqlRoute below began this answer with (beginRequest returns it again).
    requestId: beginRequest(req, res, ROUTE),
    res,
  }),
)

/**
 * The GraphQL gateway (docs/architecture.md#2-data-flow). Its request id and its line in the log and
 * the metrics begin before the body is read, so refused bodies are counted too.
 */
export default function graphqlRoute(...[req, res]: Parameters<typeof gateway>) {
  beginRequest(req, res, ROUTE)
  return gateway(req, res)
}
