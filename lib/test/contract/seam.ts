import { contract, type OpenApiContract } from './openapi'

/**
 * The one seam every REST answer of the integration tests passes: the global fetch. Both the
 * gateway's CityApi (its default fetchImpl is the global fetch) and the tests' direct calls use it.
 * Answers from the contract's origin under /v1 and /v2 are checked against docs/api/openapi.yaml;
 * the CMS's own /api (editors, media) is not part of the contract and passes unchecked.
 */
export function validatingFetch(
  realFetch: typeof fetch,
  baseUrl: string,
  report: (violations: string[]) => void,
  checker: () => OpenApiContract = contract,
): typeof fetch {
  const origin = new URL(baseUrl).origin
  return async (input, init) => {
    const response = await realFetch(input, init)
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    if (url.origin !== origin || !/^\/v\d+(\/|$)/.test(url.pathname)) return response
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    // A clone tees the body: the caller still reads the original as if nothing happened.
    const body = await response.clone().text()
    const violations = checker().check({
      method,
      url: url.href,
      status: response.status,
      headers: response.headers,
      body,
    })
    if (violations.length) report(violations)
    return response
  }
}
