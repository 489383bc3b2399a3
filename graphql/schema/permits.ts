/** Resident permit applications (spec §3 "Resident permit application", §7 statement/*). */
export const permitsTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in resident's permit applications, newest first."
    residentPermitApplications: [ResidentPermitApplication!]!
  }

  extend type Mutation {
    "Opens (or returns the open) draft application for one of the resident's cars."
    createStatement(plate: String!): ResidentPermitApplication!
    "Sends the §3 fields of a draft whose four scans are uploaded, and submits it."
    submitResidentPermitApplication(input: ResidentPermitApplicationInput!): ResidentPermitApplication!
  }

  enum StatementStatus {
    draft
    submitted
    in_review
    approved
    rejected
  }

  enum ScanKind {
    passport_first
    passport_second
    sts_first
    sts_second
  }

  type ResidentPermitApplication {
    id: ID!
    "The reference the resident quotes, e.g. RP-2026-000123."
    code: String!
    plate: String!
    plateDisplay: String!
    carName: String
    status: StatementStatus!
    statusLabel: String!
    "The rejection reason."
    comment: String
    "Last day of the granted permit (dd.mm.yyyy), when approved."
    permitEndDate: String
    createdAt: String!
    updatedAt: String!
    history: [StatementHistoryEntry!]!
    files: [StatementScan!]!
  }

  type StatementHistoryEntry {
    status: StatementStatus!
    statusLabel: String!
    "ISO timestamp."
    at: String!
    comment: String
  }

  type StatementScan {
    id: ID!
    kind: ScanKind!
    mimeType: String!
    size: Int!
  }

  """
  The §3 fields under the names of the one shared schema (@anapa/shared/statements/applicationSchema),
  so a field error from the gateway or the CMS lands on the form field of the same name.
  """
  input ResidentPermitApplicationInput {
    statement_code: String!
    surname: String!
    name: String!
    patronymic: String
    date_of_birth: String!
    sex: String!
    passport_series: String!
    passport_number: String!
    passport_issue_date: String!
    passport_issuing_authority: String!
    passport_issuing_authority_code: String!
    registration_address: String!
    "As typed in the site's mask, +7 (XXX) XXX-XX-XX; sent to the API as 7XXXXXXXXXX."
    contact_phone: String!
    contact_email: String!
  }
`
