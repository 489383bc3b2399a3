import type { Payload } from 'payload'

import type { BeachMarine } from '@/payload-types'

type Where = Record<string, unknown>
type Beach = { id: number; location?: { lat?: number | null; lon?: number | null } | null }

const beachOf = (record: BeachMarine) => (typeof record.beach === 'object' ? (record.beach?.id ?? null) : record.beach)

/** The few `where` shapes the marine feed uses, on the `beach` and `id` columns. */
function matches(record: BeachMarine, where: Where | undefined): boolean {
  if (!where) return true
  if (Array.isArray(where.or)) return (where.or as Where[]).some((w) => matches(record, w))
  return Object.entries(where).every(([column, condition]) => {
    const value = column === 'beach' ? beachOf(record) : (record as unknown as Record<string, unknown>)[column]
    const {
      in: within,
      not_in: without,
      exists,
    } = condition as { in?: unknown[]; not_in?: unknown[]; exists?: boolean }
    if (within) return within.includes(value)
    if (without) return value !== null && value !== undefined && !without.includes(value)
    if (exists !== undefined) return (value !== null && value !== undefined) === exists
    throw new Error(`fake payload: unsupported condition on ${column}`)
  })
}

/**
 * An in-memory stand-in for the two collections the marine feed touches, for unit tests of
 * refresh.ts and read.ts. Writes are deep copies, so a test sees what was stored, not its own objects.
 */
export function fakePayload(beaches: Beach[], records: BeachMarine[] = []) {
  let nextId = 1 + Math.max(0, ...records.map((r) => r.id))
  const logger = { warn: jest.fn(), info: jest.fn(), error: jest.fn() }
  const copy = <T>(value: T): T => structuredClone(value)
  const payload = {
    logger,
    find: jest.fn(async ({ collection, where }: { collection: string; where?: Where }) => {
      if (collection === 'beaches') return { docs: copy(beaches) }
      return { docs: copy(records.filter((r) => matches(r, where))) }
    }),
    create: jest.fn(async ({ data }: { data: Omit<BeachMarine, 'id'> }) => {
      const doc = { ...copy(data), id: nextId++ } as BeachMarine
      records.push(doc)
      return copy(doc)
    }),
    update: jest.fn(async ({ id, data }: { id: number; data: Partial<BeachMarine> }) => {
      const doc = records.find((r) => r.id === id)
      if (!doc) throw new Error(`no record ${id}`)
      Object.assign(doc, copy(data))
      return copy(doc)
    }),
    delete: jest.fn(async ({ where }: { where: Where }) => {
      const gone = records.filter((r) => matches(r, where))
      for (const doc of gone) records.splice(records.indexOf(doc), 1)
      return { docs: gone, errors: [] }
    }),
  }
  return { payload: payload as unknown as Payload, calls: payload, logger, records }
}
