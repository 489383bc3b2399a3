import type { Notification } from '@/payload-types'

/** A day: the TTL of every message, and how old a notification may be and still be pushed. */
export const DAY_SECONDS = 86_400
const BODY_MAX = 200

export type Pushable = Pick<
  Notification,
  'id' | 'topic' | 'title' | 'body' | 'audience' | 'resident' | 'published_at'
> & {
  pushed_at?: string | null
  link?: string | null
}

/** Pushed at all: every personal notification, and МЧС for everyone (contract13). */
export const isPushedKind = (n: Pick<Notification, 'topic' | 'audience'>) =>
  n.audience === 'resident' || n.topic === 'stormAlert'

/** Due (published_at ≤ now) and still fresh: a day-old alert is not worth a buzz on a phone. */
export const isDueForPush = (n: Pick<Notification, 'published_at'>, now = Date.now()) => {
  const at = new Date(n.published_at).getTime()
  return at <= now && at > now - DAY_SECONDS * 1000
}

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** The rich body as one line of plain text, at most 200 characters (a system notification shows no HTML). */
export function plainText(body: unknown, max = BODY_MAX): string {
  const blocks: string[] = []
  const walk = (node: LexicalNode, into: string[]) => {
    if (typeof node.text === 'string') into.push(node.text)
    for (const child of node.children ?? []) walk(child, into)
  }
  const root = (body as { root?: LexicalNode } | null)?.root
  for (const block of root?.children ?? []) {
    const parts: string[] = []
    walk(block, parts)
    const line = parts.join('').replace(/\s+/g, ' ').trim()
    if (line) blocks.push(line)
  }
  const text = blocks.join(' ')
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

/** What the service worker receives (contract13): it shows title and body and opens `url` on a click. */
export function pushMessage(n: Pushable): string {
  return JSON.stringify({
    id: String(n.id),
    title: n.title,
    body: plainText(n.body),
    topic: n.topic,
    // The page the notification names (an alert, a beach), else the bell opened on it.
    url: n.link || `/?uvedomlenie=${n.id}`,
  })
}
