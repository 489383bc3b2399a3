import { startServerAndCreateNextHandler } from '@as-integrations/next'

import { clientIpFromRequest, createContext, tokenFromRequest } from '../../graphql/context'
import { createGatewayServer } from '../../graphql/server'

/** The GraphQL gateway (ARCHITECTURE §2). */
export default startServerAndCreateNextHandler(createGatewayServer(), {
  context: async (req, res) =>
    createContext({
      token: tokenFromRequest(req),
      origin: req.headers.origin ?? null,
      clientIp: clientIpFromRequest(req),
      res,
    }),
})
