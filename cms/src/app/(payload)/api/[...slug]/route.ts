/* Payload's own REST API, used by the admin. The city contract lives under /v1 and /v2. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardMediaFile } from '@/contract/mediaFile'
import { guardEditorLogin } from '@/editors/login'
import { editorsOnly } from '@/editors/payloadApiGate'

// Only signed-in editors get past editorsOnly, apart from media files and the admin's sign-in
// calls (editors/payloadApiGate.ts). Missing and malformed media file names are a 404, not
// Payload's 500 (contract/mediaFile.ts).
export const GET = guardMediaFile(editorsOnly(REST_GET(config)))
// The editors' login is throttled and answers alike for every failure (editors/login.ts).
export const POST = editorsOnly(guardEditorLogin(REST_POST(config)))
export const DELETE = editorsOnly(REST_DELETE(config))
export const PATCH = editorsOnly(REST_PATCH(config))
export const PUT = editorsOnly(REST_PUT(config))
// A CORS preflight carries no credentials and answers no data.
export const OPTIONS = REST_OPTIONS(config)
