/**
 * Editor-managed redirects (docs/spec.md#8-error-catalogue): the rule for one site path, which a page's ISR render
 * asks for, so a rule reaches visitors through the page cache, never a per-request lookup.
 */
export const redirectsTypeDefs = /* GraphQL */ `
  extend type Query {
    "The editors' redirect rule for a site path (decoded, without query), or null."
    redirectFor(path: String!): RedirectRule
  }

  type RedirectRule {
    "The site path the rule answers for."
    from: String!
    "A site path (with its query, if any) or an https:// address."
    destination: String!
    "301 (permanent) or 302 (temporary)."
    statusCode: Int!
  }
`
