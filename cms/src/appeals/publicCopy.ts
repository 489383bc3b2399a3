import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { env } from '@/env'
import type { AppealPhoto } from '@/payload-types'
import { inlineFileResponse, isUploadId } from '@/uploads/privateFiles'
import { readFromDisk, readStoredFile } from '@/uploads/storedFile'
import { type PublicCopyFormat, renderPublicCopy } from './blurImage'
import { toBlurRegions } from './blurRegions'

/**
 * Where the public copies of approved photos live and when they are made
 * (docs/decisions/0056-photo-blur.md). The public endpoint serves these copies only, never an
 * original: the editor's regions blurred, the metadata gone (blurImage.ts).
 *
 * Each photo has a folder under APPEAL_PHOTOS_BLURRED_DIR named by its id, holding one copy named
 * by a hash of what it was made from (the renderer's version, the original's name and size, the
 * regions). The public endpoint looks for the name today's document gives, so a copy made for
 * other regions, another file or an older renderer is never served, whichever CMS host made it and
 * whether or not the hook that replaces it has run.
 */

/** Raise it when renderPublicCopy changes what it makes: every copy is then made again. */
const RENDERER_VERSION = 1

const FORMATS: Record<string, { format: PublicCopyFormat; extension: string }> = {
  'image/jpeg': { format: 'jpeg', extension: '.jpg' },
  'image/png': { format: 'png', extension: '.png' },
}

type CopySource = Pick<AppealPhoto, 'id' | 'filename' | 'mimeType' | 'filesize' | 'blur_regions'>

/** The copy `photo` needs: where, under which name and in which format; null for a photo with no picture. */
function plannedCopy(photo: CopySource) {
  const kind = photo.mimeType ? FORMATS[photo.mimeType] : undefined
  if (!kind || !photo.filename || !isUploadId(photo.id)) return null
  const regions = toBlurRegions(photo.blur_regions)
  const key = createHash('sha256')
    .update(JSON.stringify([RENDERER_VERSION, photo.filename, photo.filesize ?? null, regions]))
    .digest('hex')
    .slice(0, 32)
  return {
    dir: path.join(path.resolve(env.appealPhotosBlurredDir), photo.id),
    name: `${key}${kind.extension}`,
    format: kind.format,
    mimeType: photo.mimeType!,
    regions,
    filename: photo.filename,
  }
}

type Planned = NonNullable<ReturnType<typeof plannedCopy>>

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  )

/** Copies being made in this process, by path: concurrent first requests share one rendering. */
const inFlight = new Map<string, Promise<boolean>>()

async function makeCopy(payload: Payload, photo: CopySource, plan: Planned): Promise<boolean> {
  // No caller's signal: the copy is shared with any concurrent request and kept for the next ones.
  const stored = await readStoredFile(payload, 'appeal-photos', { id: photo.id, filename: plan.filename })
  if (!stored) return false
  const original = Buffer.from(await new Response(stored.body).arrayBuffer())
  const bytes = await renderPublicCopy(original, plan.regions, plan.format)
  await mkdir(plan.dir, { recursive: true })
  // Written aside and renamed: a reader sees the whole copy or none.
  const partial = path.join(plan.dir, `${plan.name}.${randomBytes(6).toString('hex')}.tmp`)
  await writeFile(partial, bytes, { flag: 'wx' })
  await rename(partial, path.join(plan.dir, plan.name))
  // Copies made for earlier regions or an earlier file are never served again: removed here.
  const others = await readdir(plan.dir)
  await Promise.all(
    others
      .filter((name) => name !== plan.name && !name.endsWith('.tmp'))
      .map((name) => rm(path.join(plan.dir, name), { force: true })),
  )
  return true
}

/**
 * Makes `photo`'s public copy unless it is already there. True when it is there afterwards; false
 * when the photo has no picture or its original is missing.
 */
export async function ensurePublicCopy(payload: Payload, photo: CopySource): Promise<boolean> {
  const plan = plannedCopy(photo)
  if (!plan) return false
  const file = path.join(plan.dir, plan.name)
  if (await isFile(file)) return true
  const running = inFlight.get(file)
  if (running) return running
  const work = makeCopy(payload, photo, plan).finally(() => inFlight.delete(file))
  inFlight.set(file, work)
  return work
}

/** Removes every public copy of the photo with this id (withdrawn or deleted). */
export async function removePublicCopies(id: string): Promise<void> {
  if (!isUploadId(id)) return
  await rm(path.join(path.resolve(env.appealPhotosBlurredDir), id), { recursive: true, force: true })
}

/**
 * The public copy of a photo the caller has found public (publicAppeals.ts findPublicPhoto), or
 * null when there is none to serve.
 *
 * A missing copy is made here, on the first public request, rather than answered with a 404: photos
 * approved before copies existed, a copy whose making failed at the editor's save (logged there), a
 * second CMS host whose disk has not got it yet (the originals may be in a shared bucket,
 * docs/decisions/0038-media-on-s3.md, the copies are not) all heal without an editor saving
 * again. It cannot be used to make the CMS work on demand: only approved photos of public appeals
 * get here, each is made once, and concurrent requests share the making.
 */
export async function publicCopyResponse(payload: Payload, photo: CopySource): Promise<Response | null> {
  const plan = plannedCopy(photo)
  if (!plan) return null
  // Twice at most: a copy for newer regions, made meanwhile, may have just replaced this one.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!(await ensurePublicCopy(payload, photo))) return null
    const file = await readFromDisk(plan.dir, plan.name)
    if (file) return inlineFileResponse(file, plan.mimeType, `${photo.id}${path.extname(plan.name)}`)
  }
  return null
}
