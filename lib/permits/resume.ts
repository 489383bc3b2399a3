import {
  APPLICATION_FIELDS,
  APPLICATION_STEPS,
  validateApplication,
  type ApplicationField,
  type ApplicationStep,
} from '@anapa/shared/statements/applicationSchema'
import { SCAN_KINDS } from '@anapa/shared/statements/scans'
import type { PermitDraft, WizardStep } from './draft'

/** What the server knows of a draft (the list's fragment): enough to continue it anywhere. */
export interface ServerDraft {
  code: string
  plate: string
  files: readonly { kind: string }[]
  draft?: { values: Partial<Record<ApplicationField, string | null>> } | null
}

/**
 * The wizard state to continue a draft saved on the server (another browser, or a closed tab): its
 * saved values, opened at the first step that still has something to fix, then the scans while any
 * is missing, then the review.
 */
export function resumeDraft(application: ServerDraft): PermitDraft {
  const values: PermitDraft['values'] = {}
  for (const field of APPLICATION_FIELDS) {
    const value = application.draft?.values[field]
    if (typeof value === 'string' && value !== '') values[field] = value
  }
  let step: WizardStep = 'scans'
  for (const candidate of Object.keys(APPLICATION_STEPS) as ApplicationStep[]) {
    if (!validateApplication(values, { fields: APPLICATION_STEPS[candidate] }).ok) {
      step = candidate
      break
    }
  }
  if (step === 'scans' && SCAN_KINDS.every((kind) => application.files.some((f) => f.kind === kind))) step = 'review'
  return { code: application.code, plate: application.plate, step, values }
}
