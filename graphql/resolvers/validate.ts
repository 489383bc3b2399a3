import { GraphQLError } from 'graphql'
import type { AnyObject, ObjectSchema } from 'yup'

import { validateFields } from '@/lib/validation/makeValidate'

export const INVALID_INPUT_MESSAGE = 'Проверьте правильность заполнения полей'

/**
 * The gateway validates with the forms' own schemas (docs/architecture.md#5-forms-and-validation): the same first
 * failing rule per field, returned in `extensions.fields` for final-form to show.
 */
export function assertValid<T extends AnyObject>(schema: ObjectSchema<T>, values: Partial<T>): void {
  const fields = validateFields(schema, values)
  if (Object.keys(fields).length > 0) {
    throw new GraphQLError(INVALID_INPUT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', fields } })
  }
}
