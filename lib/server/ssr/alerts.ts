import type { ResultOf } from '@graphql-typed-document-node/core'
import type { GetStaticPaths, GetStaticProps } from 'next'

import { graphql } from '@/lib/__generated__/gql'
import { runQuery } from './factory'

export const AlertRouteQuery = graphql(`
  query AlertRouteQuery($identifier: String!) {
    alert(identifier: $identifier) {
      ...AlertView_alert
    }
  }
`)

export type AlertProps = { alert: NonNullable<ResultOf<typeof AlertRouteQuery>['alert']> }

/**
 * An alert's page follows it as fast as its banner (lib/server/cap/handler.ts caches the feeds for
 * 10 s): an Update or a Cancel refers to it, and the bell's «Подробнее» opens it.
 */
const ALERT_REVALIDATE_SECONDS = 10

/** A CAP identifier as the CMS allows it: no spaces, commas, `<` or `&`, at most 200 characters. */
const isIdentifier = (value: unknown): value is string => typeof value === 'string' && /^[^\s,<&]{1,200}$/.test(value)

export const getAlertPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

export const getAlertProps: GetStaticProps<AlertProps> = async ({ params }) => {
  const notFound = { notFound: true, revalidate: ALERT_REVALIDATE_SECONDS } as const
  const identifier = params?.identifier
  if (!isIdentifier(identifier)) return notFound
  const { alert } = await runQuery(AlertRouteQuery, { identifier })
  if (!alert) return notFound
  return { props: { alert }, revalidate: ALERT_REVALIDATE_SECONDS }
}
