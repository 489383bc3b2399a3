import { graphql } from '@/graphql/__generated__/client'

export const ApplicationItem_application = graphql(`
  fragment ApplicationItem_application on ResidentPermitApplication {
    id
    code
    plate
    plateDisplay
    carName
    status
    statusLabel
    comment
    permitEndDate
    createdAt
    updatedAt
    history {
      status
      statusLabel
      at
      comment
    }
    files {
      id
      kind
      mimeType
      size
    }
  }
`)
