import { randomInt } from 'node:crypto'
import type { Payload } from 'payload'

import { SCAN_KINDS, type ScanKind } from '@anapa/shared/statements/scans'
import { draftExpiresAt } from '@anapa/shared/drafts/expiry'
import { APPLICATION_FIELDS } from '@anapa/shared/statements/applicationSchema'
import { permitDecisionDate } from '@anapa/shared/statements/decisionDate'
import type { PermitDraftValues } from '@anapa/shared/statements/draftValues'
import { STATEMENT_STATUS_LABELS, type StatementStatus } from '@anapa/shared/statements/status'
import { ContractError } from '@/contract/http'
import type { Car, Statement, StatementScan } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'
import { formatDay } from './dates'

export const STATEMENT_MESSAGES = {
  notFound: 'Заявление не найдено',
  notDraft: 'Заявление уже отправлено',
  notDraftRemove: 'Отправленное заявление удалить нельзя',
  pending: 'По этому автомобилю уже есть заявление на рассмотрении',
  permitActive: (until: string) => `У автомобиля уже есть действующее разрешение до ${until}`,
} as const

export type ContractScan = { id: string; kind: ScanKind; mime_type: string; size: number }

export type ContractStatement = {
  id: number
  statement_code: string
  state_registration_plate: string
  car_name: string | null
  status: StatementStatus
  status_label: string
  comment: string | null
  permit_end_date: string | null
  created_at: string
  updated_at: string
  history: { status: StatementStatus; status_label: string; at: string; comment: string | null }[]
  files: ContractScan[]
  submitted_at: string | null
  /** dd.mm.yyyy the resident may expect the decision by, while one is awaited. */
  decision_due: string | null
  /** Only on a draft: the fields typed so far, and when the unsent draft will be deleted. */
  draft: { values: PermitDraftValues; expires_at: string } | null
}

/** The application fields a draft holds so far (empty ones left out). */
export function draftValuesOf(statement: Statement): PermitDraftValues {
  const values: Partial<Record<string, string>> = {}
  for (const field of APPLICATION_FIELDS) {
    const value = statement[field]
    if (typeof value === 'string' && value !== '') values[field] = value
  }
  // `sex` is a select of the two values in the collection.
  return values as PermitDraftValues
}

export function toScan(scan: StatementScan): ContractScan {
  return { id: scan.id, kind: scan.kind, mime_type: scan.mimeType ?? '', size: scan.filesize ?? 0 }
}

/** `statement` read with depth 1 (its car and scans populated). */
export function toStatement(statement: Statement): ContractStatement {
  const car = typeof statement.car === 'object' ? (statement.car as Car | null) : null
  const files = SCAN_KINDS.map((kind) => statement[kind]).filter(
    (scan): scan is StatementScan => typeof scan === 'object' && scan !== null,
  )
  return {
    id: statement.id,
    statement_code: statement.statement_code,
    state_registration_plate: statement.state_registration_plate,
    car_name: car?.name ?? null,
    status: statement.status,
    status_label: STATEMENT_STATUS_LABELS[statement.status],
    comment: statement.decision_comment ?? null,
    permit_end_date: statement.status === 'approved' ? formatDay(statement.permit_end_date) : null,
    created_at: statement.createdAt,
    updated_at: statement.updatedAt,
    history: (statement.history ?? []).map((entry) => ({
      status: entry.status,
      status_label: STATEMENT_STATUS_LABELS[entry.status],
      at: entry.at,
      comment: entry.comment ?? null,
    })),
    files: files.map(toScan),
    submitted_at: statement.submitted_at ?? null,
    decision_due:
      statement.submitted_at && PENDING_STATUSES.includes(statement.status)
        ? permitDecisionDate(statement.submitted_at)
        : null,
    draft:
      statement.status === 'draft'
        ? { values: draftValuesOf(statement), expires_at: draftExpiresAt(statement.updatedAt) }
        : null,
  }
}

/** The resident's application by code (depth 1), or 404 for unknown and foreign codes alike. */
export async function ownStatementOr404(payload: Payload, user: ResidentUser, code: unknown): Promise<Statement> {
  if (typeof code !== 'string' || code === '' || code.length > 64)
    throw new ContractError(404, STATEMENT_MESSAGES.notFound)
  const { docs } = await payload.find({
    collection: 'statements',
    where: { statement_code: { equals: code } },
    limit: 1,
    depth: 1,
    user,
    overrideAccess: false,
  })
  if (!docs[0]) throw new ContractError(404, STATEMENT_MESSAGES.notFound)
  return docs[0]
}

/** `RP-2026-123456`: short enough to read out on the phone; ownership, not secrecy, protects it. */
export function newStatementCode(now = new Date()): string {
  return `RP-${now.getUTCFullYear()}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

export const PENDING_STATUSES: readonly StatementStatus[] = ['submitted', 'in_review']
