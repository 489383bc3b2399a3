/**
 * A path on the portal's own site (`/plyazhi/7`), never another site: it starts with one «/» and
 * not «//» (an address on another host), and holds no white space and no backslash (browsers read
 * «/\host» as «//host»). The CMS accepts only these as a notification's link, the gateway makes
 * nothing else a link, and the revalidation endpoint re-renders nothing else; docs/api/openapi.yaml
 * states the same pattern for the contract's `link` (lib/test/contract/sharedPatterns.test.ts holds
 * the two equal).
 */
export const SITE_PATH_PATTERN = /^\/(?!\/)[^\s\\]*$/

export const isSitePath = (value: string): boolean => SITE_PATH_PATTERN.test(value)
