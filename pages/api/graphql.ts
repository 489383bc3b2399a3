import { clientIpFromRequest, createContext, idempotencyKeyFromRequest, tokenFromRequest } from '@/graphql/context'
import { createGraphqlHandler } from '@/graphql/http'
import { createGatewayServer } from '@/graphql/server'

/** The gateway reads its own body (graphql/http.ts), so Next's English body errors never answer. */
// A literal: Next reads route config statically.
export const config = { api: { bodyParser: false } }

/** The GraphQL gateway (docs/architecture.md#2-data-flow). */
export default createGraphqlHandler(createGatewayServer(), async (req, res) =>
  createContext({
    token: tokenFromRequest(req),
    origin: req.headers.origin ?? null,
    clientIp: clientIpFromRequest(req),
    idempotencyKey: idempotencyKeyFromRequest(req),
    res,
  }),
)
