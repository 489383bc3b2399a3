import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import type { NextPageContext } from 'next'

import ErrorPage from '@/pages/_error'
import { isUpstreamUnavailable } from './outage'

const outage = new CombinedGraphQLErrors({
  errors: [{ message: 'Сервис временно недоступен. Попробуйте позже', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
})

function errorPage(err: unknown) {
  const res = new ServerResponse(new IncomingMessage(new Socket()))
  res.statusCode = 500
  const props = ErrorPage.getInitialProps!({ res, err } as unknown as NextPageContext)
  return { props, res }
}

describe('a page that cannot render while the CMS is down', () => {
  it('recognises the gateway’s outage answer and nothing else', () => {
    expect(isUpstreamUnavailable(outage)).toBe(true)
    const badInput = new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] })
    expect(isUpstreamUnavailable(badInput)).toBe(false)
    expect(isUpstreamUnavailable(new Error('boom'))).toBe(false)
  })

  it('gets the error page with 503 and Retry-After instead of a 500', () => {
    const { props, res } = errorPage(outage)
    expect(props).toEqual({ statusCode: 503 })
    expect(res.statusCode).toBe(503)
    expect(res.getHeader('Retry-After')).toBe('30')
  })

  it('leaves any other server error a 500', () => {
    const { props, res } = errorPage(new Error('a bug'))
    expect(props).toEqual({ statusCode: 500 })
    expect(res.getHeader('Retry-After')).toBeUndefined()
  })
})
