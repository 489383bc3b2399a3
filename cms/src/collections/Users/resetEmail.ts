import { formatAdminURL } from 'payload/shared'
import type { PayloadRequest } from 'payload'

import { editorPasswordResetEmail } from '@/email/templates'

/** How long a reset link works: Payload's default hour, said in the e-mail. */
export const RESET_LINK_MS = 60 * 60 * 1000

/**
 * The admin's own reset form for the token, on the CMS's public address (serverURL, API_BASE_URL),
 * the address Payload's default e-mail links to as well.
 */
function resetUrl(req: PayloadRequest | undefined, token: string): string {
  const config = req?.payload.config
  return formatAdminURL({
    adminRoute: config?.routes.admin ?? '/admin',
    path: `${config?.admin.routes.reset ?? '/reset'}/${encodeURIComponent(token)}` as `/${string}`,
    serverURL: config?.serverURL ?? '',
  })
}

type ResetArgs = { req?: PayloadRequest; token?: string } | undefined

/** Users `auth.forgotPassword`: the reset e-mail in Russian (email/templates.ts). */
export const editorForgotPassword = {
  expiration: RESET_LINK_MS,
  generateEmailSubject: () => editorPasswordResetEmail({ url: '', hours: RESET_LINK_MS / 3_600_000 }).subject,
  generateEmailHTML: (args: ResetArgs) =>
    editorPasswordResetEmail({ url: resetUrl(args?.req, args?.token ?? ''), hours: RESET_LINK_MS / 3_600_000 }).html,
}
