/**
 * The part of `@20minutes/s3rver`'s API scripts/lib/s3rver.mjs uses: the package is plain JavaScript
 * and ships no typings (and there is no @types package for the fork).
 */
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    allowMismatchedSignatures?: boolean
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    /** Makes the configured buckets and listens; resolves with the server's address. */
    run(): Promise<import('node:net').AddressInfo | string | null>
    close(): Promise<void>
  }
}
