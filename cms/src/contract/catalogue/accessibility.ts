import type { Where } from 'payload'

import {
  type AccessibilityData,
  type AccessibilityKind,
  featuresOf,
  routeGradientOf,
  routeSurfaceOf,
} from '@anapa/shared/accessibility/features'
import { oneOf } from '@/contract/query'

/**
 * «Доступная среда» in the contract (docs/api/openapi.yaml, Accessibility;
 * docs/decisions/0055-accessibility-as-data.md): the recorded features by key, the editor's note and
 * whether the entry counts as accessible, plus a route's surface and gradient.
 */

type Stored = { accessibility?: (AccessibilityData & { note?: string | null; accessible?: boolean | null }) | null }

export const toAccessibility = (kind: Exclude<AccessibilityKind, 'route'>, { accessibility }: Stored) => ({
  features: featuresOf(kind, accessibility?.features),
  note: accessibility?.note || null,
  accessible: accessibility?.accessible === true,
})

export const toRouteAccessibility = ({ accessibility }: Stored) => ({
  features: featuresOf('route', accessibility?.features),
  surface: routeSurfaceOf(accessibility?.surface),
  gradient: routeGradientOf(accessibility?.gradient),
  note: accessibility?.note || null,
  accessible: accessibility?.accessible === true,
})

/** The field the CMS keeps the shared rule's answer in (cms/src/fields/accessibility.ts). */
export const ACCESSIBLE: Where = { 'accessibility.accessible': { equals: true } }

/** `accessible=true` asks for accessible entries only; `false`, empty or absent for every one; else a 400. */
export const accessibleOnly = (params: URLSearchParams): boolean =>
  oneOf(params, 'accessible', ['true', 'false'], 'false') === 'true'

/** A list's conditions for `accessible=…`. */
export const accessibleFilter = (params: URLSearchParams): Where[] => (accessibleOnly(params) ? [ACCESSIBLE] : [])
