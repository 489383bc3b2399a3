import { ValidationError, type AnyObject, type ObjectSchema } from 'yup'

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>

/**
 * Validates each field separately and keeps its FIRST failing rule (docs/spec.md#5-validation-rules), which yup's
 * whole-object validation does not promise. Values are validated as a whole object, so rules
 * such as "must equal password" see their sibling fields.
 */
export function validateFields<T extends AnyObject>(schema: ObjectSchema<T>, values: Partial<T>): FieldErrors<T> {
  const errors: FieldErrors<T> = {}
  for (const field of Object.keys(schema.fields) as (keyof T & string)[]) {
    try {
      schema.validateSyncAt(field, values, { abortEarly: true })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      errors[field] = error.errors[0]
    }
  }
  return errors
}

/**
 * The final-form adapter: `<Form validate={makeValidate(schema)}>`. No errors means valid.
 *
 * Only in the browser: a form rendered on the server has no field touched and nothing submitted,
 * so no error it could find is shown (components/ui/Field/TextField.tsx), and each would cost yup an
 * `Error` with its stack, on every cabinet request (docs/perf/2026-11-30-resident-half-in-process.md).
 * The browser validates the same values when the form is created in hydration.
 */
export const makeValidate =
  <T extends AnyObject>(schema: ObjectSchema<T>) =>
  (values: Partial<T>): FieldErrors<T> =>
    typeof window === 'undefined' ? {} : validateFields(schema, values)
