/**
 * IndexNow's key file (docs/operations.md#indexnow): `/{key}.txt` at the site's root, whose body is
 * the key, proves to the search engines that the CMS's announcements speak for this site. Any name
 * shaped like a key goes to pages/api/indexnow-key, which answers only the configured one (the key
 * is read at run time, so the build needs none). next.config.ts loads this module, so it imports nothing.
 */
export const indexNowKeyRewrites = () => [
  { source: '/:key([A-Za-z0-9-]{8,128}).txt', destination: '/api/indexnow-key/:key' },
]
