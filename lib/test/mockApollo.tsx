import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client'
import { ApolloProvider } from '@apollo/client/react'
import type { GraphQLFormattedError } from 'graphql'
import type { ReactNode } from 'react'
import { Observable } from 'rxjs'

/** What the fake gateway answers: data, GraphQL errors (the gateway's refusals) or a network failure. */
export type MockAnswer =
  { data: Record<string, unknown> } | { errors: GraphQLFormattedError[] } | { networkError: Error }

/** A handler may answer later (a promise), so a test can look at the UI while the call is on its way. */
export type MockHandlers = Record<string, (variables: Record<string, unknown>) => MockAnswer | Promise<MockAnswer>>

export interface MockCall {
  operationName: string
  variables: Record<string, unknown>
}

/** A gateway GraphQL error as the datasource builds it (docs/architecture.md#2-data-flow). */
export const gatewayError = (message: string, code: string, fields?: Record<string, string>): MockAnswer => ({
  errors: [{ message, extensions: fields ? { code, fields } : { code } }],
})

/**
 * A real ApolloClient whose only fake is the network: each operation is answered by the handler named
 * after it, and every call is recorded. An operation without a handler fails the test loudly.
 */
export function createMockClient(
  handlers: MockHandlers,
  { cache = new InMemoryCache() }: { cache?: InMemoryCache } = {},
) {
  const calls: MockCall[] = []
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const operationName = operation.operationName ?? '(anonymous)'
        const variables = { ...operation.variables }
        calls.push({ operationName, variables })
        const handler = handlers[operationName]
        // Answer on a later tick, as a network would.
        const timer = setTimeout(() => {
          if (!handler) {
            observer.error(new Error(`No mock for ${operationName}`))
            return
          }
          const settle = (answer: MockAnswer) => {
            if ('networkError' in answer) {
              observer.error(answer.networkError)
              return
            }
            observer.next('data' in answer ? { data: answer.data } : { data: null, errors: answer.errors })
            observer.complete()
          }
          const answer = handler(variables)
          if (answer instanceof Promise) void answer.then(settle)
          else settle(answer)
        }, 0)
        return () => clearTimeout(timer)
      }),
  )
  const client = new ApolloClient({ link, cache })
  const callsOf = (operationName: string) => calls.filter((call) => call.operationName === operationName)
  return { client, calls, callsOf }
}

export function MockApollo({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>
}

/** A resident as the gateway returns one (with __typename, as the cache expects). */
export const residentFixture = (patch: Record<string, unknown> = {}) => ({
  __typename: 'User',
  id: '17',
  name: 'Анна',
  lastname: 'Морозова',
  email: 'anna@example.ru',
  phone: '79181234567',
  phoneFormatted: '+7 (918) 123-45-67',
  sex: 'female',
  hasPassword: true,
  ...patch,
})
