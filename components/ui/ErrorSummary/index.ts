export { ERROR_SUMMARY_TITLE, ErrorSummary, findField, focusSummary } from './ErrorSummary'
export type { ErrorSummaryProps, SummaryError } from './ErrorSummary'
export { FormErrorSummary, summaryErrors } from './FormErrorSummary'
