/**
 * Official alerts (docs/decisions/0040-official-alerts-as-cap.md): one OASIS CAP 1.2 message as its
 * page on the site shows it, with the standard's values in Russian.
 */
export const alertsTypeDefs = /* GraphQL */ `
  extend type Query {
    "One public alert by its CAP identifier, current or not (an Update or a Cancel points at it); null if unknown."
    alert(identifier: String!): OfficialAlert
  }

  type OfficialAlert {
    identifier: String!
    "ISO 8601"
    sent: String!
    "Alert, Update or Cancel, with its Russian label (Оповещение, Обновление, Отбой)."
    msgType: Option!
    event: String!
    headline: String!
    description: String
    instruction: String
    urgency: Option!
    severity: Option!
    certainty: Option!
    "ISO 8601"
    onset: String
    "ISO 8601"
    expires: String
    areaDesc: String!
    "The published beaches it names, for links to their pages."
    beaches: [GroupRef!]!
    "Identifiers of the messages it updates or cancels."
    references: [String!]!
  }
`
