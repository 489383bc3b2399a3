/* Payload's own REST API, used by the admin. The city contract lives under /v1 and /v2. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardMediaFile } from '../../../../contract/mediaFile'
import { guardEditorLogin } from '../../../../editors/login'

// Missing and malformed media file names are a 404, not Payload's 500 (contract/mediaFile.ts).
export const GET = guardMediaFile(REST_GET(config))
// The editors' login is throttled and answers alike for every failure (editors/login.ts).
export const POST = guardEditorLogin(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
