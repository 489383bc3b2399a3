import type { SmsProvider } from './types'

export const SMS_HTTP_TIMEOUT_MS = 5000

export type HttpSmsOptions = { url: string; token: string; timeoutMs?: number }

/**
 * A real SMS gateway: POST `{phone, text}` as JSON with `Authorization: Bearer <token>`.
 * Any non-2xx answer or a timeout is an error; the caller decides what the resident sees.
 * The answer body is not logged: gateways echo the text, and the text holds the code.
 */
export function httpProvider({ url, token, timeoutMs = SMS_HTTP_TIMEOUT_MS }: HttpSmsOptions): SmsProvider {
  return {
    name: 'http',
    async send({ phone, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      })
      // Drain the body so the connection is released; its content is deliberately dropped.
      await response.arrayBuffer().catch(() => undefined)
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`)
    },
  }
}
