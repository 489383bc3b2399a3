import type { Payload } from 'payload'

import { env } from '@/env'
import { seedContext } from '@/seed/context'
import type { Counts, SeedReport } from '@/seed/report'

export const LOCAL_EDITOR_EMAIL = 'editor@anapa.local'

/**
 * The local editor of docs/architecture.md#7-runtime-conventions-commands-ports-data, so a fresh checkout can sign in
 * to /admin at once. Only when the launcher asks for it (SEED_LOCAL_EDITOR=true, with a per-install password):
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
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: LOCAL_EDITOR_EMAIL } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  if (found.docs.length > 0) {
    counts.existing++
    return { ...login, created: false }
  }
  await payload.create({
    collection: 'users',
    data: { ...login, name: 'Локальный редактор' },
    context: seedContext(),
  })
  counts.created++
  return { ...login, created: true }
}
