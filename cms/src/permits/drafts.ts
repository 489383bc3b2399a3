import type { Payload } from 'payload'

import type { PermitDraftValues } from '@anapa/shared/statements/draftValues'
import type { Statement } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'

/**
 * A permit application's draft is the statement itself in status `draft`
 * (docs/decisions/0035-drafts-on-the-server-and-confirmation.md): created when the resident picks the car, its
 * scans attached as they upload, its fields saved as they type. Nothing else holds the draft, so
 * the resident's own access (editorOrOwnerViaContract) guards it like any application.
 */
export async function saveDraftValues(
  payload: Payload,
  user: ResidentUser,
  statement: Statement,
  values: PermitDraftValues,
): Promise<Statement> {
  const data: Record<string, string | null> = {}
  for (const [field, value] of Object.entries(values)) data[field] = value === '' ? null : value
  return payload.update({
    collection: 'statements',
    id: statement.id,
    // Only the application fields (readDraftValues admits nothing else); the status stays `draft`.
    data: data as Partial<Statement>,
    depth: 1,
    user,
    overrideAccess: false,
  })
}

/**
 * Deletes a draft with its scans (their files go with them, statement-scans' own hook). `user` is the
 * owner acting through the contract; the expiry sweep passes null and acts as the server.
 */
export async function deleteDraft(payload: Payload, user: ResidentUser | null, statementId: number): Promise<void> {
  const access = user ? { user, overrideAccess: false } : { overrideAccess: true }
  await payload.delete({ collection: 'statement-scans', where: { statement: { equals: statementId } }, ...access })
  await payload.delete({ collection: 'statements', id: statementId, ...access })
}
