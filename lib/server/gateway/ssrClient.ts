import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { addTypenameToDocument } from '@apollo/client/utilities'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { execute, type DocumentNode } from 'graphql'

import { createContext, type ContextInput } from '@/graphql/context'
import { schema } from '@/graphql/schema'

/** Documents with `__typename` on every selection, as the browser's Apollo cache asks for them: made once per document. */
const withTypenames = new WeakMap<DocumentNode, DocumentNode>()

function typenamed(document: DocumentNode): DocumentNode {
  let transformed = withTypenames.get(document)
  if (!transformed) {
    transformed = addTypenameToDocument(document)
    withTypenames.set(document, transformed)
  }
  return transformed
}

type QueryOptions<TData, TVariables> = {
  query: TypedDocumentNode<TData, TVariables>
  variables?: TVariables
}

/**
 * The gateway in-process for getStaticProps and getServerSideProps
 * (docs/decisions/0063-in-process-gateway-without-apollo-client.md): a page's typed operation runs
 * against the same schema as /api/graphql, never our own /api/graphql over HTTP, and every call gets
 * a fresh context of its own, so nothing of one resident's request can reach another's
 * (docs/architecture.md#2-data-flow).
 *
 * It answers as Apollo Client's `query` did, so pages read `{ data }` and recognise the gateway's
 * errors the same way (lib/server/ssr/gatewayErrors.ts): any GraphQL error throws
 * `CombinedGraphQLErrors`, and the data keeps the `__typename`s a cabinet page's browser cache needs
 * for its pre-fill.
 */
export function createSsrClient(input: ContextInput = {}) {
  return {
    async query<TData, TVariables>({ query, variables }: QueryOptions<TData, TVariables>): Promise<{ data: TData }> {
      const result = await execute({
        schema,
        document: typenamed(query),
        contextValue: createContext(input),
        variableValues: variables as Record<string, unknown> | undefined,
      })
      if (result.errors?.length || !result.data) throw new CombinedGraphQLErrors(result)
      return { data: result.data as TData }
    },
  }
}

export type SsrClient = ReturnType<typeof createSsrClient>
