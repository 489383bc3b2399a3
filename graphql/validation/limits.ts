import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

/** Deeper than any page of ours needs; a query nesting further is an attack, not a page. */
export const MAX_DEPTH = 8
/** Field selections per operation, fragments expanded; bounds the cost of alias flooding. */
export const MAX_FIELDS = 300

/**
 * CMS calls one operation may cause at most: the fields are cheap, the REST calls
 * behind them are not, and 150 aliases of one field used to make 150 calls. The busiest page
 * (the home page) makes 5; every operation of the site is checked against this in limits.test.ts.
 */
export const MAX_UPSTREAM_CALLS = 20

export const TOO_MANY_UPSTREAM_CALLS_MESSAGE = 'Запрос слишком сложный: слишком много обращений к данным'

/**
 * REST calls each root field makes at most, as its resolver is written (resolvers/*.ts). Only root
 * fields call the CMS (resolvers/index.ts has no type resolvers; limits.test.ts keeps it so), so
 * counting root fields, aliases and fragments included, bounds the calls before anything runs.
 * A root field missing here counts as 1: a new field is never free by omission.
 */
export const UPSTREAM_CALLS: Record<string, number> = {
  'Query.ok': 0,
  'Query.__typename': 0,
  'Query.__schema': 0,
  'Query.__type': 0,
  'Mutation.__typename': 0,
  // Sign-in makes the login call, then loads the resident with the new token.
  'Mutation.loginByCode': 2,
  'Mutation.login': 2,
  // My transport and permits (resolvers/cars.ts, permits.ts): writes to one resident's car or
  // statement first read the resident's own list, so a foreign key is refused in the gateway too.
  'Query.cars': 1,
  'Query.carCheck': 1,
  'Query.activeResidentPermitEndDate': 1,
  'Query.residentPermitApplications': 1,
  'Mutation.addCar': 1,
  'Mutation.updateCar': 2,
  'Mutation.removeCar': 2,
  'Mutation.createStatement': 2,
  'Mutation.submitResidentPermitApplication': 2,
  'Query.residentPermitApplication': 1,
  'Mutation.saveResidentPermitDraft': 2,
  'Mutation.deleteResidentPermitDraft': 2,
  // Appeals (resolvers/appeals.ts): one call each; the CMS answers another resident's appeal with 404.
  'Query.appealTopics': 1,
  'Query.appeals': 1,
  'Query.appeal': 1,
  'Mutation.createAppeal': 1,
  // Appeal drafts (resolvers/appealDrafts.ts): one call each; the CMS reads them with the resident's access.
  'Query.appealDrafts': 1,
  'Query.appealDraft': 1,
  'Mutation.saveAppealDraft': 1,
  'Mutation.deleteAppealDraft': 1,
  // Bookings (resolvers/bookings.ts): pay and cancel first read the resident's own booking.
  'Query.bookingSessions': 1,
  'Query.bookings': 1,
  'Query.booking': 1,
  'Mutation.createBooking': 1,
  'Mutation.payBooking': 2,
  'Mutation.cancelBooking': 2,
  // Favourites (resolvers/favorites.ts): one call each; ownership is the token's (another resident's is 404).
  'Query.favorites': 1,
  'Mutation.addFavorite': 1,
  'Mutation.removeFavorite': 1,
}

const upstreamCallsOf = (typeName: string, fieldName: string) => UPSTREAM_CALLS[`${typeName}.${fieldName}`] ?? 1

/** The static upper bound of CMS calls of one root selection set: every alias, @skip ignored. */
function upstreamCalls(
  typeName: string,
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: ReadonlySet<string>,
): number {
  let calls = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) calls += upstreamCallsOf(typeName, selection.name.value)
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      calls += upstreamCalls(typeName, selection.selectionSet, fragments, seen)
    } else {
      const fragment = fragments[selection.name.value]
      if (fragment && !seen.has(fragment.name.value)) {
        calls += upstreamCalls(typeName, fragment.selectionSet, fragments, new Set(seen).add(fragment.name.value))
      }
    }
  }
  return calls
}

const ROOT_TYPE = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const

type Tally = { depth: number; fields: number }

function measure(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
): Tally {
  let tally: Tally = { depth, fields: 0 }
  for (const selection of selectionSet.selections) {
    let inner: Tally | null = null
    if (selection.kind === Kind.FIELD) {
      tally.fields += 1
      if (selection.selectionSet) inner = measure(selection.selectionSet, fragments, depth + 1, seen)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, depth, seen)
    } else {
      const fragment = fragments[selection.name.value]
      // A fragment spread twice is still counted twice: that is exactly the cost it adds.
      if (fragment && !seen.has(fragment.name.value)) {
        inner = measure(fragment.selectionSet, fragments, depth, new Set(seen).add(fragment.name.value))
      }
    }
    if (inner) tally = { depth: Math.max(tally.depth, inner.depth), fields: tally.fields + inner.fields }
  }
  return tally
}

/**
 * Validation rule enforcing MAX_DEPTH, MAX_FIELDS and MAX_UPSTREAM_CALLS on every operation
 * (docs/architecture.md#4-session-and-security-rules); validation runs before execution, so a refused operation makes
 * no REST call.
 */
export function operationLimits(context: ValidationContext): ASTVisitor {
  const fragments: Record<string, FragmentDefinitionNode> = {}
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition
  }
  return {
    OperationDefinition(operation) {
      const { depth, fields } = measure(operation.selectionSet, fragments, 1, new Set())
      if (depth > MAX_DEPTH) {
        context.reportError(new GraphQLError(`Запрос слишком глубокий (${depth} > ${MAX_DEPTH})`))
      }
      if (fields > MAX_FIELDS) {
        context.reportError(new GraphQLError(`Запрос слишком большой (${fields} > ${MAX_FIELDS} полей)`))
      }
      const calls = upstreamCalls(ROOT_TYPE[operation.operation], operation.selectionSet, fragments, new Set())
      if (calls > MAX_UPSTREAM_CALLS) {
        context.reportError(
          new GraphQLError(`${TOO_MANY_UPSTREAM_CALLS_MESSAGE} (${calls} > ${MAX_UPSTREAM_CALLS})`, {
            extensions: { limit: 'upstreamCalls' },
          }),
        )
      }
    },
  }
}
