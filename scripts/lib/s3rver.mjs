// @ts-check
import S3rver from '@20minutes/s3rver'

import { freePort } from './ports.mjs'

/**
 * A throwaway S3-compatible server for tests: s3rver (the maintained `@20minutes/s3rver` fork, plain
 * JavaScript) on 127.0.0.1, a free port, its objects in `dir`, one empty bucket made at start. It runs in the calling
 * process and accepts its own fixed keys only (any other key is refused). It checks no signature
 * beyond the key and enforces no ACL: an anonymous read of a key succeeds, so tests cannot use it to
 * show a bucket is private (docs/decisions/0038-media-on-s3.md says what they show instead).
 */

/** The only keys s3rver knows. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * @param {{ dir: string, bucket: string }} options
 * @returns {Promise<{ endpoint: string, bucket: string, env: Record<string, string>, stop: () => Promise<void> }>}
 *   `env`: the CMS's S3_* settings for this server.
 */
export async function startThrowawayS3({ dir, bucket }) {
  // Another process may take the free port before s3rver binds it: try a few.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: dir,
      // Its v4 signature check sorts a listing's query differently from the AWS SDK and refuses it;
      // the tests need the key check only (what the package did before its 5.0 fork checked no more).
      allowMismatchedSignatures: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    })
    try {
      await server.run()
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException | undefined} */ (error)?.code === 'EADDRINUSE' && attempt < 5) continue
      throw error
    }
    const endpoint = `http://127.0.0.1:${port}`
    return {
      endpoint,
      bucket,
      env: {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'ru-central1',
        S3_ACCESS_KEY_ID: KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
        // s3rver names a bucket in the path (a bucket.127.0.0.1 host does not resolve).
        S3_FORCE_PATH_STYLE: 'true',
      },
      stop: () => server.close(),
    }
  }
}
