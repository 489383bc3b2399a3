/**
 * The header a client names a write with, so that sending it twice does it once (the IETF httpapi
 * draft's `Idempotency-Key`). The CMS honours it on residents' writes (cms/src/contract/idempotency.ts);
 * the gateway passes the browser's on to the CMS (graphql/datasources/CityApi.ts).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
