import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin, UploadCollectionSlug } from 'payload'

import type { S3Config } from '@/env'

/**
 * Where the upload collections keep their files (docs/decisions/0038-media-on-s3.md): on local disk
 * (each collection's staticDir) by default, in an S3-compatible bucket when S3_* is set, so several
 * CMS hosts read the same files. Each collection has its own folder (key prefix) in the bucket, so a
 * picture an editor names like a resident's scan can never overwrite it.
 */
export const STORED_COLLECTIONS = [
  'media',
  'statement-scans',
  'appeal-photos',
] as const satisfies readonly UploadCollectionSlug[]

/**
 * The address Payload gives a file kept on disk: its access-checked file route on this CMS. Files
 * in the bucket keep it (storage-s3 would append `?prefix=…`), so the contract's URLs do not
 * depend on where the files are, and no answer ever names the bucket.
 */
export const cmsFileUrl = (apiBaseUrl: string, slug: string, filename: string): string =>
  `${apiBaseUrl}/api/${slug}/file/${encodeURIComponent(filename)}`

/**
 * The storage plugin, registered with or without S3 so the database schema is the same either way:
 * `alwaysInsertFields` adds the plugin's `prefix` and `_objectKey` columns in both cases (committed
 * migrations only, docs/decisions/0004-migrations-and-seed-as-tsx-entry-modules.md).
 *
 * Reads stay with the CMS: no presigned URL (`signedDownloads: false`) and no browser upload to the
 * bucket (`clientUploads` off). Payload's file route and the contract's file calls check access,
 * then the CMS fetches the object with its own signed request and streams it on.
 */
export function uploadStorage(s3: S3Config | null, apiBaseUrl: string): Plugin {
  const collections = Object.fromEntries(
    STORED_COLLECTIONS.map((slug) => [
      slug,
      {
        prefix: slug,
        signedDownloads: false,
        generateFileURL: ({ filename }: { filename: string }) => cmsFileUrl(apiBaseUrl, slug, filename),
      },
    ]),
  )
  return s3Storage({
    enabled: s3 !== null,
    alwaysInsertFields: true,
    collections,
    // Unused while disabled; the plugin still wants a name.
    bucket: s3?.bucket ?? 'local-disk',
    config: s3
      ? {
          endpoint: s3.endpoint,
          region: s3.region,
          forcePathStyle: s3.forcePathStyle,
          credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        }
      : {},
  })
}
