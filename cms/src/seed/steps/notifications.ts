import type { Payload } from 'payload'

import { seedContext } from '@/seed/context'
import { richText } from '@/seed/lexical'
import type { Counts } from '@/seed/report'

const HOUR = 3_600_000

/** One broadcast of each topic, so the bell is not empty on a fresh install. */
const DEMO = [
  {
    topic: 'stormAlert',
    title: 'Штормовое предупреждение',
    body: [
      { p: 'Ожидается усиление ветра до 20 м/с и волнение моря до 3 баллов.' },
      { p: 'Купание на пляжах Анапы запрещено до отмены предупреждения.' },
    ],
    hoursAgo: 2,
  },
  {
    topic: 'poster',
    title: 'Фестиваль «Киноальянс» на набережной',
    body: [{ p: 'Вечерние показы под открытым небом каждый день в 20:00. Вход свободный.' }],
    hoursAgo: 26,
  },
  {
    topic: 'other',
    title: 'Изменения в расписании автобусов',
    body: [{ p: 'Маршруты № 100 и 113 до Джемете ходят каждые 15 минут до конца сезона.' }],
    hoursAgo: 50,
  },
] as const

/**
 * Demo broadcasts, matched by title. They are old news by the time anyone subscribes, so they are
 * marked as pushed and never sent.
 */
export async function ensureDemoNotifications(payload: Payload, counts: Counts, now: Date): Promise<void> {
  for (const item of DEMO) {
    const found = await payload.count({ collection: 'notifications', where: { title: { equals: item.title } } })
    if (found.totalDocs > 0) {
      counts.existing++
      continue
    }
    const at = new Date(now.getTime() - item.hoursAgo * HOUR).toISOString()
    await payload.create({
      collection: 'notifications',
      data: {
        topic: item.topic,
        title: item.title,
        body: richText(item.body),
        audience: 'everyone',
        published_at: at,
        pushed_at: at,
      },
      context: seedContext(),
    })
    counts.created++
  }
}
