import { graphql } from '@/lib/__generated__/gql'

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
    submittedAt
    decisionDue
    draft {
      expiresAt
      values {
        surname
        name
        patronymic
        date_of_birth
        sex
        passport_series
        passport_number
        passport_issue_date
        passport_issuing_authority
        passport_issuing_authority_code
        registration_address
        contact_phone
        contact_email
      }
    }
  }
`)
