import type { Payload } from 'payload'

import { seedContext } from '@/seed/context'
import { renderJpeg, type SceneTheme } from '@/seed/images'
import type { Counts } from '@/seed/report'

export type PictureSpec = { filename: string; alt: string; theme: SceneTheme }

/**
 * Returns the id of the media document with this file name, painting and uploading the picture
 * only when it is missing. Looking up by file name lets a seed that stopped half-way resume
 * without uploading duplicates.
 */
export async function ensurePicture(payload: Payload, counts: Counts, spec: PictureSpec): Promise<number> {
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: spec.filename } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const existing = found.docs[0]
  if (existing) {
    counts.existing++
    return existing.id
  }
  const data = await renderJpeg(spec.theme, spec.filename)
  const created = await payload.create({
    collection: 'media',
    data: { alt: spec.alt },
    file: { data, mimetype: 'image/jpeg', name: spec.filename, size: data.length },
    context: seedContext(),
  })
  counts.created++
  return created.id
}
