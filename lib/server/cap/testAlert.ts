import type { RestAlert } from '@/graphql/datasources/restTypes'

/**
 * The CAP tests' sample: a current storm alert as the contract lists it, with nothing beyond what CAP
 * requires and a headline.
 */
export const testAlert = (identifier: string, sent: string, headline: string): RestAlert => ({
  identifier,
  sender: 'alerts@anapa.local',
  sent,
  status: 'Actual',
  msg_type: 'Alert',
  scope: 'Public',
  references: [],
  info: {
    language: 'ru-RU',
    category: ['Met'],
    event: 'Шторм',
    urgency: 'Immediate',
    severity: 'Severe',
    certainty: 'Observed',
    onset: null,
    expires: null,
    headline,
    description: null,
    instruction: null,
    area: { area_desc: 'Джемете', polygon: null, beach_ids: [], beach_group_ids: [] },
  },
})
