import type { NextPageContext } from 'next'
import { ErrorView } from '@/components/errors/ErrorView'
import { NotFoundView } from '@/components/errors/NotFoundView'

interface ErrorPageProps {
  statusCode: number
}

/** spec §2: 404 gets the not-found view; any other code shows itself with the server-error message. */
function ErrorPage({ statusCode }: ErrorPageProps) {
  return statusCode === 404 ? <NotFoundView /> : <ErrorView statusCode={statusCode} />
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  // Next's own rule, except that a client-side error without a code is a 500, not a 404.
  const statusCode = res ? res.statusCode : err ? (err.statusCode ?? 500) : 404
  return { statusCode }
}

export default ErrorPage
