/**
 * How loud an official alert looks, by its CAP severity (docs/decisions/0040-official-alerts-as-cap.md):
 * Extreme and Severe in the danger tone, Moderate in the caution tone, Minor, Unknown and anything
 * else in the plain one. The banner and the alert's page colour an alert alike; the colours of each
 * tone are components/alerts/severityTone.module.css.
 */
export type SeverityTone = 'danger' | 'caution' | 'plain'

export function severityTone(severity: string): SeverityTone {
  if (severity === 'Extreme' || severity === 'Severe') return 'danger'
  return severity === 'Moderate' ? 'caution' : 'plain'
}
