const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/** How long nodemailer waits for the server before a send fails (its own defaults reach two minutes). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/** SMTP settings from the connection URL: smtps:// is TLS from the start (465), smtp:// STARTTLS (587). */
export function smtpOptions(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  const user = decodeURIComponent(parsed.username)
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    // Reset links and tickets never cross the network in clear: smtp:// must upgrade with STARTTLS,
    // except to a relay on this machine.
    requireTLS: !secure && !LOOPBACK_HOSTS.has(parsed.hostname),
    ...(user ? { auth: { user, pass: decodeURIComponent(parsed.password) } } : {}),
    ...SMTP_TIMEOUTS,
  }
}
