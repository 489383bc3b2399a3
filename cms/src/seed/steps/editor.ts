import type { Payload } from 'payload'

import { env } from '@/env'
import { seedContext } from '@/seed/context'
import type { Counts, SeedReport } from '@/seed/report'

export const LOCAL_EDITOR_EMAIL = 'editor@anapa.local'
/** The local beach duty desk (role `duty`), with the local editor's password. */
export const LOCAL_DESK_EMAIL = 'desk@anapa.local'

async function ensureAccount(
  payload: Payload,
  counts: Counts,
  data: { email: string; password: string; name: string; role: 'editor' | 'duty' },
): Promise<boolean> {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: data.email } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  if (found.docs.length > 0) {
    counts.existing++
    return false
  }
  await payload.create({ collection: 'users', data, context: seedContext() })
  counts.created++
  return true
}

/**
 * The local editor of docs/architecture.md#7-runtime-conventions-commands-ports-data, so a fresh checkout can sign in
 * to /admin at once, and a local duty desk with the same password (LOCAL_DESK_EMAIL). Only when the launcher asks for it (SEED_LOCAL_EDITOR=true, with a per-install password):
 * a deploy that forgets a variable must not end up with an account nobody chose.
 * An existing account is left alone, so a password changed in the admin survives a restart.
 */
export async function ensureLocalEditor(
  payload: Payload,
  counts: Counts,
  editor: { password: string } | null = env.seedEditor,
): Promise<SeedReport['editor']> {
  if (!editor) return null
  const login = { email: LOCAL_EDITOR_EMAIL, password: editor.password }
  const created = await ensureAccount(payload, counts, { ...login, name: 'Локальный редактор', role: 'editor' })
  await ensureAccount(payload, counts, {
    email: LOCAL_DESK_EMAIL,
    password: editor.password,
    name: 'Дежурная служба (локально)',
    role: 'duty',
  })
  return { ...login, created }
}
