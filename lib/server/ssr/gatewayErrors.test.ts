import { CombinedGraphQLErrors } from '@apollo/client/errors'

import { hasGatewayErrorCode } from './gatewayErrors'

const graphqlErrors = (...extensions: (Record<string, unknown> | undefined)[]) =>
  new CombinedGraphQLErrors({ errors: extensions.map((ext) => ({ message: 'x', extensions: ext })) })

describe('hasGatewayErrorCode', () => {
  it.each([
    ['the code itself', graphqlErrors({ code: 'NOT_FOUND' }), true],
    ['the code on a later error of several', graphqlErrors({ code: 'FORBIDDEN' }, { code: 'NOT_FOUND' }), true],
    ['another code', graphqlErrors({ code: 'BAD_USER_INPUT' }), false],
    ['a code differing only in case', graphqlErrors({ code: 'not_found' }), false],
    ['an error without extensions', graphqlErrors(undefined), false],
    ['a non-string code', graphqlErrors({ code: { toString: () => 'NOT_FOUND' } }), false],
    ['a plain Error whose message names the code', new Error('NOT_FOUND'), false],
    ['a look-alike object', { errors: [{ extensions: { code: 'NOT_FOUND' } }] }, false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(hasGatewayErrorCode(error, 'NOT_FOUND')).toBe(expected)
  })
})
