import { METRIKA_SCRIPT_URL } from '@anapa/shared/security/headers'

import type { AnalyticsConfig } from './provider'

/**
 * The counter built into this bundle, or null. Webpack replaces each `process.env.NEXT_PUBLIC_*` by
 * its literal, so a build without the id drops every `analyticsConfig ? import(…) : null` branch and
 * ships no analytics code at all. next.config.ts gives the CSP the same two values.
 */
export const analyticsConfig: AnalyticsConfig | null = process.env.NEXT_PUBLIC_ANALYTICS_ID
  ? {
      id: process.env.NEXT_PUBLIC_ANALYTICS_ID,
      scriptUrl: process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL || METRIKA_SCRIPT_URL,
    }
  : null
