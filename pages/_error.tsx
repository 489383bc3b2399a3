import type { NextPageContext } from 'next'
import { ErrorView } from '@/components/errors/ErrorView'
import { NotFoundView } from '@/components/errors/NotFoundView'
import { isUpstreamUnavailable, RETRY_AFTER_SECONDS } from '@/lib/server/ssr/outage'

interface ErrorPageProps {
  statusCode: number
}

/**
 * docs/spec.md#2-screens-and-routes: 404 gets the not-found view; any other code shows itself with the server-error
 * message.
 */
function ErrorPage({ statusCode }: ErrorPageProps) {
  return statusCode === 404 ? <NotFoundView /> : <ErrorView statusCode={statusCode} />
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  // A page that could not render because the CMS is down (a path never rendered before, so ISR has
  // no last good copy): 503 and a retry hint rather than a 500, which would blame our code.
  if (res && isUpstreamUnavailable(err)) {
    res.statusCode = 503
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
  }
  // Next's own rule, except that a client-side error without a code is a 500, not a 404.
  const statusCode = res ? res.statusCode : err ? (err.statusCode ?? 500) : 404
  return { statusCode }
}

export default ErrorPage
