import { ValidationError, type PayloadRequest } from 'payload'

/**
 * A hook's refusal of one field, said as Payload says its own: the admin marks the field with
 * `message` and its toast names the field by `label` in the editor's language («Проверьте поле:
 * Статус»). Without the request's `t` Payload words the toast in English («The following field is
 * invalid: status»).
 */
export function refuseField(
  req: PayloadRequest,
  collection: string,
  { path, label, message }: { path: string; label: string; message: string },
): ValidationError {
  return new ValidationError({ collection, errors: [{ path, label, message }], req }, req.t)
}
