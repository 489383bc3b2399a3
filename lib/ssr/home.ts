import type { ResultOf } from '@graphql-typed-document-node/core'
import type { GetStaticProps } from 'next'

import { graphql } from '../../graphql/__generated__/client'
import { createSsrClient } from '../apollo/ssrClient'
import { REVALIDATE_SECONDS } from './revalidate'

export const HomeRouteQuery = graphql(`
  query HomeRouteQuery {
    journal(page: 1) {
      items {
        ...ArticleCard_article
      }
    }
  }
`)

export const HOME_JOURNAL_TEASERS = 3

export type HomeProps = { data: ResultOf<typeof HomeRouteQuery> }

export const getHomeProps: GetStaticProps<HomeProps> = async () => {
  const { data } = await createSsrClient().query({ query: HomeRouteQuery })
  if (!data) throw new Error('Home query returned no data')
  const teasers = { ...data, journal: { ...data.journal, items: data.journal.items.slice(0, HOME_JOURNAL_TEASERS) } }
  return { props: { data: teasers }, revalidate: REVALIDATE_SECONDS }
}
