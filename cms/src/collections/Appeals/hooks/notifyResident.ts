import type { CollectionAfterChangeHook } from 'payload'

import { appealPath, publicAppealPath } from '@anapa/shared/appeals/paths'
import { APPEAL_STATUS_LABELS, appealStatusDetailText, isAppealStatus } from '@anapa/shared/appeals/status'
import { notifyResident } from '@/notifications/notifications'
import { supportersOf } from './followers'
import { originalOf, relationId } from './statusMachine'

/**
 * An editor's answer or status change reaches the appeal's author as a personal notification under
 * «Обращения» that opens the appeal's page: a new or changed answer is «Ответ на обращение A-…»
 * with its text, a status move or a new history entry without one is «Обращение A-…: <статус>»
 * with the status's detail and the editor's note. One save notifies once.
 *
 * Its supporters get the status news too, while the appeal is public, linked to its public page
 * and never with the answer, which is the author's alone
 * (docs/decisions/0053-duplicates-followers-and-verdicts.md).
 */
export const notifyAppealAuthor: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const resident = relationId(doc.owner)
  const status: unknown = doc.status
  if (!isAppealStatus(status)) return doc
  const label = APPEAL_STATUS_LABELS[status]
  const answer = String(doc.answer_text ?? '').trim()
  const answered = answer !== '' && answer !== String(previousDoc?.answer_text ?? '').trim()
  const history = (doc.history ?? []) as unknown[]
  const entry =
    history.length > ((previousDoc?.history ?? []) as unknown[]).length
      ? (history.at(-1) as { note?: string | null } | undefined)
      : undefined
  const moved = status !== previousDoc?.status || entry !== undefined
  if (!answered && !moved) return doc

  // The original, for a duplicate: the resident reads its number, and the page links to it.
  const original = status === 'duplicate' ? await originalOf(req, relationId(doc.duplicate_of)) : null
  const statusNews = (originalNumber: string | null) => {
    const detail = appealStatusDetailText(status, {
      scheduledFor: doc.scheduled_for,
      referredTo: doc.referred_to,
      duplicateOf: originalNumber ? { number: originalNumber } : null,
    })
    return {
      topic: 'appeal' as const,
      title: `Обращение ${doc.number}: ${label}`,
      text: [`Статус обращения: «${label}».`, detail ? `${detail}.` : '', entry?.note?.trim() ?? ''].join('\n'),
    }
  }
  if (resident !== null) {
    await notifyResident(
      req,
      resident,
      answered
        ? {
            topic: 'appeal',
            title: `Ответ на обращение ${doc.number}`,
            text: `${answer}\nСтатус: ${label}.`,
            link: appealPath(doc.id),
          }
        : { ...statusNews(original?.number ?? null), link: appealPath(doc.id) },
    )
  }
  if (!moved || !doc.is_public || doc.held) return doc
  const supporters = (await supportersOf(req, doc.id)).filter((id) => id !== resident)
  if (supporters.length === 0) return doc
  // The public answer names an original only when it is public too (appeals/publicAppeals.ts).
  const originalIsPublic =
    original !== null &&
    (
      await req.payload.count({
        collection: 'appeals',
        where: { id: { equals: Number(original.id) }, is_public: { equals: true }, held: { not_equals: true } },
        req,
        overrideAccess: true,
      })
    ).totalDocs > 0
  const news = { ...statusNews(originalIsPublic ? original.number : null), link: publicAppealPath(doc.number) }
  for (const supporter of supporters) await notifyResident(req, supporter, news)
  return doc
}
