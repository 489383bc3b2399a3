import type { Payload } from 'payload'

import { seedContext } from '@/seed/context'
import { BEACHES } from '@/seed/data/beaches'
import type { Counts } from '@/seed/report'

/** The water the demo's desk measured this morning, °C. */
const DEMO_WATER_TEMPERATURE = 22

/**
 * Gives every beach without conditions the desk's word on bathing, as the desk would set it: one
 * change allowing bathing under a green flag on those beaches, and the demo's storm ban on its one
 * banned beach (data/beaches.ts). Beaches that have conditions keep them, so the desk's changes
 * survive a restart; the seed's own changes read «Статус не подтверждён» once a day has passed.
 */
export async function ensureBeachConditions(payload: Payload, counts: Counts): Promise<void> {
  const [beaches, current] = await Promise.all([
    payload.find({ collection: 'beaches', pagination: false, depth: 0, select: { title: true } }),
    payload.find({ collection: 'beach-conditions', pagination: false, depth: 0, select: { beach: true } }),
  ])
  const withConditions = new Set(current.docs.map((d) => (typeof d.beach === 'number' ? d.beach : d.beach.id)))
  counts.existing += withConditions.size
  const missing = beaches.docs.filter((b) => !withConditions.has(b.id))
  const ban = (title: string) => BEACHES.find((b) => b.title === title)?.bathingBan
  const open = missing.filter((b) => !ban(b.title)).map((b) => b.id)
  if (open.length > 0) {
    await payload.create({
      collection: 'beach-condition-changes',
      data: {
        target: 'beaches',
        beaches: open,
        bathing: 'allowed',
        flag: 'green',
        source: 'mchs',
        lifeguards: 'on_duty',
        waterTemperature: DEMO_WATER_TEMPERATURE,
      },
      context: seedContext(),
    })
  }
  for (const beach of missing) {
    const banned = ban(beach.title)
    if (!banned) continue
    await payload.create({
      collection: 'beach-condition-changes',
      data: {
        target: 'beaches',
        beaches: [beach.id],
        bathing: 'banned',
        flag: 'red',
        reasons: [banned.reason],
        source: 'mchs',
        note: banned.note,
        // The demo's ban is a standing state, not news: no alert on every page and no push at seed time.
        raiseAlert: false,
      },
      context: seedContext(),
    })
  }
  counts.created += missing.length
}
