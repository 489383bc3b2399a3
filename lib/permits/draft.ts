import type { ApplicationField } from '@anapa/shared/statements/applicationSchema'
import { PERMIT_DRAFT_PREFIX, tabStorage } from '@/lib/tabDrafts'

/**
 * The resident permit application typed so far, kept in sessionStorage under its statement code so a
 * failed call or a reload loses nothing. sessionStorage, not localStorage: passport data
 * must not outlive the tab or be left on a shared computer (docs/decisions/0018-cars-and-permits-on-the-site.md);
 * logout clears it too (lib/tabDrafts.ts).
 */

export const WIZARD_STEPS = ['car', 'personal', 'passport', 'contact', 'scans', 'review'] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

export interface PermitDraft {
  code: string
  plate: string
  step: WizardStep
  values: Partial<Record<ApplicationField, string>>
}

const CURRENT = `${PERMIT_DRAFT_PREFIX}current`

const isStep = (value: unknown): value is WizardStep =>
  typeof value === 'string' && (WIZARD_STEPS as readonly string[]).includes(value)

export function loadDraft(code?: string | null): PermitDraft | null {
  const store = tabStorage()
  const key = code ?? store?.getItem(CURRENT)
  if (!store || !key) return null
  try {
    const parsed = JSON.parse(store.getItem(PERMIT_DRAFT_PREFIX + key) ?? 'null') as Partial<PermitDraft> | null
    if (!parsed || parsed.code !== key || typeof parsed.plate !== 'string' || !isStep(parsed.step)) return null
    const values = Object.fromEntries(
      Object.entries(parsed.values ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    return { code: key, plate: parsed.plate, step: parsed.step, values }
  } catch {
    return null
  }
}

export function saveDraft(draft: PermitDraft): void {
  const store = tabStorage()
  if (!store) return
  try {
    store.setItem(PERMIT_DRAFT_PREFIX + draft.code, JSON.stringify(draft))
    store.setItem(CURRENT, draft.code)
  } catch {
    // Quota or privacy mode: nothing more we can do, and the form itself is unaffected.
  }
}

export function clearDraft(code: string): void {
  const store = tabStorage()
  if (!store) return
  store.removeItem(PERMIT_DRAFT_PREFIX + code)
  if (store.getItem(CURRENT) === code) store.removeItem(CURRENT)
}
