import type { S3StorageOptions } from '@payloadcms/storage-s3'

import { cmsFileUrl, STORED_COLLECTIONS, uploadStorage } from './storage'

// The plugin itself runs against a real bucket in lib/uploads/uploadsOnS3.int.test.ts; here, what we ask of it.
jest.mock('@payloadcms/storage-s3', () => ({ s3Storage: jest.fn((options: unknown) => ({ options })) }))
const optionsOf = (plugin: unknown) => (plugin as { options: S3StorageOptions }).options

const S3 = {
  bucket: 'anapa-uploads',
  endpoint: 'https://storage.yandexcloud.net',
  region: 'ru-central1',
  accessKeyId: 'key-id',
  secretAccessKey: 'key-secret',
  forcePathStyle: true,
}
const API = 'http://10.0.0.20:3001'
type FileUrl = (args: { filename: string; collection: { slug: string } }) => string | Promise<string>

describe('upload storage (docs/decisions/0038-media-on-s3.md)', () => {
  it('covers media, permit scans and appeal photos, each in its own folder of the bucket', () => {
    const { collections } = optionsOf(uploadStorage(S3, API))
    expect(Object.keys(collections).sort()).toEqual(['appeal-photos', 'media', 'statement-scans'])
    for (const slug of STORED_COLLECTIONS) expect(collections[slug]).toMatchObject({ prefix: slug })
  })

  it('keeps files on local disk without S3, with the same database fields as with it', () => {
    const local = optionsOf(uploadStorage(null, API))
    const bucket = optionsOf(uploadStorage(S3, API))
    expect(local).toMatchObject({ enabled: false, alwaysInsertFields: true })
    expect(bucket).toMatchObject({ enabled: true, alwaysInsertFields: true })
    expect(Object.keys(local.collections)).toEqual(Object.keys(bucket.collections))
  })

  it('connects to the configured bucket with its keys', () => {
    expect(optionsOf(uploadStorage(S3, API))).toMatchObject({
      bucket: 'anapa-uploads',
      config: {
        endpoint: 'https://storage.yandexcloud.net',
        region: 'ru-central1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
      },
    })
  })

  it('never hands out a URL of the bucket: no presigned reads, no browser uploads, files named on the CMS', async () => {
    const options = optionsOf(uploadStorage(S3, API))
    expect(options.signedDownloads).toBeUndefined()
    expect(options.clientUploads).toBeUndefined()
    for (const slug of STORED_COLLECTIONS) {
      const collection = options.collections[slug] as { signedDownloads?: unknown; generateFileURL: FileUrl }
      expect(collection.signedDownloads).toBe(false)
      expect(await collection.generateFileURL({ filename: 'паспорт 1.jpg', collection: { slug } })).toBe(
        `${API}/api/${slug}/file/%D0%BF%D0%B0%D1%81%D0%BF%D0%BE%D1%80%D1%82%201.jpg`,
      )
    }
  })

  it('names a file where Payload names it on disk', () => {
    expect(cmsFileUrl(API, 'media', 'beach.png')).toBe(`${API}/api/media/file/beach.png`)
  })
})
