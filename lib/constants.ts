/** Business constants of docs/spec.md#9-business-constants-and-limits that the site shell uses. */

/** Loading bar: shown only when a navigation outlasts the throttle, then grows over the duration. */
export const LOADING_BAR_THROTTLE_MS = 200
export const LOADING_BAR_DURATION_MS = 2000

/** The client polls for a new release once an hour. */
export const RELEASE_CHECK_INTERVAL_MS = 3_600_000

/** Toasts close themselves after 5 seconds. */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000

/**
 * The success toast after a new password is saved closes sooner (docs/spec.md#4-states-and-transitions Auth drawer,
 * #9-business-constants-and-limits).
 */
export const AUTH_SUCCESS_TOAST_MS = 4000

/** Below this viewport width the header hides while scrolling down. */
export const HEADER_HIDE_BELOW_PX = 1024

/** Mobile-first breakpoints (min-width), mirrored literally in the CSS Modules. */
export const BREAKPOINTS = { md: 768, lg: 1024, xl: 1440 } as const

/**
 * Chip lists (docs/spec.md#2-screens-and-routes "Chip lists", #9-business-constants-and-limits): from the md breakpoint
 * on, a list shows this many chips until expanded.
 */
export const CHIP_LIST_COLLAPSED_COUNT = 16

/**
 * Passport and vehicle-registration scans (docs/architecture.md#4-session-and-security-rules Uploads): these formats,
 * at most this size each.
 */
export const UPLOAD_FORMATS = ['JPEG', 'PNG', 'PDF'] as const
export const UPLOAD_MAX_MB = 10

/**
 * A code may be requested again after this long: the contract allows one code per phone a minute
 * (docs/architecture.md#4-session-and-security-rules, docs/api/openapi.yaml sendCode 429), so the drawer counts down
 * instead of offering a resend that would be refused.
 */
export const CODE_RESEND_INTERVAL_S = 60
