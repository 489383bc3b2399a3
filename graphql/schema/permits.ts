/**
 * Resident permit applications (docs/spec.md#3-entities-and-their-fields "Resident permit application",
 * #7-calls-the-product-makes statement/*).
 */
export const permitsTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in resident's permit applications, newest first."
    residentPermitApplications: [ResidentPermitApplication!]!
    "One of the resident's applications by its code; another resident's code is NOT_FOUND."
    residentPermitApplication(code: String!): ResidentPermitApplication!
  }

  extend type Mutation {
    "Opens (or returns the open) draft application for one of the resident's cars."
    createStatement(plate: String!): ResidentPermitApplication!
    "Sends the application fields of a draft whose four scans are uploaded, and submits it."
    submitResidentPermitApplication(input: ResidentPermitApplicationInput!): ResidentPermitApplication!
    "Saves the fields typed so far onto the resident's draft, unchecked, so it can be continued anywhere."
    saveResidentPermitDraft(input: ResidentPermitDraftInput!): ResidentPermitApplication!
    "Deletes the resident's unsent draft with its scans; true when done."
    deleteResidentPermitDraft(code: String!): Boolean!
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
    "ISO timestamp of the submission; null for a draft."
    submittedAt: String
    "The day (dd.mm.yyyy) the decision is expected by, while one is awaited."
    decisionDue: String
    "Only on a draft: the fields saved so far and when the unsent draft is deleted."
    draft: ResidentPermitDraft
  }

  type ResidentPermitDraft {
    values: ResidentPermitDraftValues!
    "ISO timestamp: 30 days after the last save."
    expiresAt: String!
  }

  "The application fields as typed so far, unchecked; null where nothing is saved."
  type ResidentPermitDraftValues {
    surname: String
    name: String
    patronymic: String
    date_of_birth: String
    sex: String
    passport_series: String
    passport_number: String
    passport_issue_date: String
    passport_issuing_authority: String
    passport_issuing_authority_code: String
    registration_address: String
    contact_phone: String
    contact_email: String
  }

  "Any of the application fields typed so far, under the shared schema's names; null or empty clears one."
  input ResidentPermitDraftInput {
    statement_code: String!
    surname: String
    name: String
    patronymic: String
    date_of_birth: String
    sex: String
    passport_series: String
    passport_number: String
    passport_issue_date: String
    passport_issuing_authority: String
    passport_issuing_authority_code: String
    registration_address: String
    contact_phone: String
    contact_email: String
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
  The application fields under the names of the one shared schema (@anapa/shared/statements/applicationSchema),
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
    "Consent to the processing of personal data: required (true), otherwise BAD_USER_INPUT on \`consent\`."
    consent: Boolean
  }
`
