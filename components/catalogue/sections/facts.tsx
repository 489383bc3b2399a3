import { workingHours } from '@/lib/format/workingHours'
import type { Fact } from '@/components/catalogue/Facts/Facts'

type Hours = { allDay: boolean; from?: string | null; to?: string | null }

/**
 * 'Круглосуточно' or 'С {from} до {to}' (docs/spec.md#9-business-constants-and-limits), or null when the CMS gives no
 * hours.
 */
export const hoursOf = (hours: Hours | null | undefined) => (hours ? workingHours(hours) : null)

/** Phone and website as facts with working links; missing ones are left out by Facts. */
export function contactFacts({ phone, website }: { phone?: string | null; website?: string | null }): Fact[] {
  return [
    { label: 'Телефон', value: phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null },
    {
      label: 'Сайт',
      value: website ? (
        <a href={website} target="_blank" rel="noopener noreferrer nofollow">
          {website.replace(/^https:\/\//, '').replace(/\/$/, '')}
        </a>
      ) : null,
    },
  ]
}
