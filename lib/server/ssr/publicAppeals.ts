import type { GetStaticPaths, GetStaticProps } from 'next'

import { shortenAppealText } from '@anapa/shared/appeals/appealSchema'
import { isAppealNumber } from '@anapa/shared/appeals/number'
import { graphql } from '@/lib/__generated__/gql'
import type { PublicAppealProps, PublicAppealsProps } from '@/lib/appeals/publicAppealProps'
import { runQuery } from './factory'

export const PublicAppealsRouteQuery = graphql(`
  query PublicAppealsRouteQuery($perPage: Int!) {
    publicAppeals(page: 1, perPage: $perPage) {
      items {
        ...PublicAppealCard_appeal
      }
      pageInfo {
        total
      }
    }
  }
`)

export const PublicAppealRouteQuery = graphql(`
  query PublicAppealRouteQuery($number: String!) {
    publicAppeal(number: $number) {
      ...PublicAppealView_appeal
    }
  }
`)

/**
 * Public appeals change when an editor moves one or approves a photo: the CMS asks for these pages
 * again on every change of a public appeal (cms/src/appeals/revalidatePublic.ts), and this is the
 * fallback when that call is lost.
 */
export const PUBLIC_APPEALS_REVALIDATE_SECONDS = 60

/**
 * The newest public appeals the list and the map show: the contract's largest page. The list's
 * filters work on these in the browser, so a filter never waits for the network.
 */
export const PUBLIC_APPEALS_SHOWN = 100

/** The list's text is a preview: the page carries the whole text, the list no more than this. */
const PREVIEW_LENGTH = 240

export const getPublicAppealsProps: GetStaticProps<PublicAppealsProps> = async () => {
  const { publicAppeals } = await runQuery(PublicAppealsRouteQuery, { perPage: PUBLIC_APPEALS_SHOWN })
  return {
    props: {
      appeals: publicAppeals.items.map((appeal) => ({
        ...appeal,
        text: shortenAppealText(appeal.text, PREVIEW_LENGTH),
      })),
      total: publicAppeals.pageInfo.total,
    },
    revalidate: PUBLIC_APPEALS_REVALIDATE_SECONDS,
  }
}

export const getPublicAppealPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

export const getPublicAppealProps: GetStaticProps<PublicAppealProps> = async ({ params }) => {
  const notFound = { notFound: true, revalidate: PUBLIC_APPEALS_REVALIDATE_SECONDS } as const
  const number = params?.number
  if (!isAppealNumber(number)) return notFound
  const { publicAppeal } = await runQuery(PublicAppealRouteQuery, { number })
  if (!publicAppeal) return notFound
  return { props: { appeal: publicAppeal }, revalidate: PUBLIC_APPEALS_REVALIDATE_SECONDS }
}
