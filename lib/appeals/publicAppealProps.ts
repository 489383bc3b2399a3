import type { PublicAppealCard_AppealFragment, PublicAppealView_AppealFragment } from '@/lib/__generated__/gql/graphql'

/** The public appeals page's props (lib/server/ssr/publicAppeals.ts makes them, the view reads them). */
export type PublicAppealsProps = {
  /** The newest public appeals, their text shortened for the list. */
  appeals: PublicAppealCard_AppealFragment[]
  /** How many public appeals there are in all. */
  total: number
}

/** One public appeal's page props. */
export type PublicAppealProps = { appeal: PublicAppealView_AppealFragment }
