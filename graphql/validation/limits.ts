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

/** Validation rule enforcing MAX_DEPTH and MAX_FIELDS on every operation (ARCHITECTURE §4). */
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
    },
  }
}
