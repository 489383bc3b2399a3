/**
 * The data steps of the appeal-status migrations (cms/src/migrations and cms/src/migrations-postgres,
 * «appeal_statuses»), one text for both databases: double-quoted names and `||` read the same in
 * SQLite and PostgreSQL. Why «Отклонено» becomes what it does: docs/decisions/0050-appeal-statuses.md.
 */

/** The link and the title prefixes the CMS gave an appeal's notifications (Appeals/hooks/notifyResident.ts). */
const APPEAL_OF_NOTIFICATION = `SELECT '/moi-obrashcheniya/appeal-' || a."id" FROM "appeals" a
  WHERE a."owner_id" = "notifications"."resident_id"
    AND ("notifications"."title" = 'Ответ на обращение ' || a."number"
      OR "notifications"."title" LIKE 'Обращение ' || a."number" || ': %')`

export const APPEAL_STATUSES_UP: readonly string[] = [
  // «Отклонено» straight from «Новое» was triage: not the city's business. After «В работе» the city
  // had taken the problem on and could not fix it.
  `UPDATE "appeals" SET "status" = CASE
    WHEN EXISTS (SELECT 1 FROM "appeals_history" h WHERE h."_parent_id" = "appeals"."id" AND h."status" = 'in_progress')
    THEN 'unable_to_fix' ELSE 'not_responsible' END
  WHERE "status" = 'rejected'`,
  // A closed appeal never moved again, so its «Отклонено» entry is its current status.
  `UPDATE "appeals_history" SET "status" = (SELECT a."status" FROM "appeals" a WHERE a."id" = "appeals_history"."_parent_id")
  WHERE "status" = 'rejected'`,
  // Notifications about an appeal written before they had their own topic: under «Обращения», opening it.
  `UPDATE "notifications" SET "topic" = 'appeal', "link" = (${APPEAL_OF_NOTIFICATION})
  WHERE "audience" = 'resident' AND "topic" = 'other' AND "link" IS NULL AND EXISTS (${APPEAL_OF_NOTIFICATION})`,
]

/** Back to the four statuses: the closings that are not «Решено» were «Отклонено», the open ones «В работе». */
export const APPEAL_STATUSES_DOWN: readonly string[] = [
  ...['appeals', 'appeals_history'].map(
    (table) => `UPDATE "${table}" SET "status" = CASE
      WHEN "status" IN ('unable_to_fix', 'not_responsible', 'duplicate') THEN 'rejected'
      WHEN "status" IN ('accepted', 'scheduled') THEN 'in_progress'
      ELSE "status" END`,
  ),
  `UPDATE "notifications" SET "topic" = 'other' WHERE "topic" = 'appeal'`,
]
