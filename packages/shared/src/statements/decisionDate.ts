import { appealDeadline } from '../appeals/deadline'

/**
 * When a resident may expect the decision on a permit application: 10 working days (Monday to
 * Friday, Anapa's calendar) after the day it was submitted, counted like an appeal's answer deadline.
 * The one place this promise is defined
 * (docs/decisions/0035-drafts-on-the-server-and-confirmation.md); public holidays are not modelled, as for appeals.
 */
export const PERMIT_DECISION_WORKING_DAYS = 10

/** dd.mm.yyyy of the expected decision for an application submitted at `submittedAt`. */
export function permitDecisionDate(submittedAt: Date | string): string {
  return appealDeadline(submittedAt, PERMIT_DECISION_WORKING_DAYS)
}
