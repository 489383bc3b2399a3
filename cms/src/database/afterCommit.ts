import type { DatabaseAdapterObj, Payload, PayloadRequest } from 'payload'

/**
 * Work that tells the outside world about a write (the site's revalidation, the in-memory search
 * index, web push) must not run before the write is committed: whoever it tells reads the document
 * back at once. Payload 3.90 has no after-commit hook: afterChange, afterDelete and even
 * afterOperation run inside the operation's transaction, which the operation commits just before it
 * answers. On PostgreSQL every write is such a transaction, so the work is queued on the request's
 * transaction and run when the adapter commits it (dropped when it rolls back). Without a transaction
 * (SQLite here, whose adapter keeps them off) it runs at once, the write being already on disk.
 *
 * The queue is run inside the operation's own `commitTransaction` call, which the operation awaits,
 * so a save still answers after the site was told, as it does on SQLite.
 */

type Task = () => Promise<unknown> | unknown
type Queued = { task: Task; label: string; payload: Payload }

const queues = new Map<number | string, Queued[]>()

async function runOne({ task, label, payload }: Queued): Promise<void> {
  try {
    await task()
  } catch (err) {
    // The write stands; the outside world heals at its next refresh (ISR, the next search reload).
    payload.logger.error({ err, msg: `After-commit work failed: ${label}` })
  }
}

/**
 * The request's open transaction, or null. Only an id the adapter holds a session for counts: with
 * transactions off, Payload leaves a promise of null there, and some of its paths (versioned
 * collections' saves on SQLite) hand hooks a request whose `transactionID` is an empty object.
 */
async function openTransaction(req: PayloadRequest): Promise<number | string | null> {
  const pending = req.transactionID
  const id: unknown = pending instanceof Promise ? await pending : pending
  if (typeof id !== 'string' && typeof id !== 'number') return null
  const sessions = (req.payload.db as unknown as { sessions?: Record<string | number, unknown> }).sessions
  return sessions?.[id] ? id : null
}

/**
 * Runs `task` once the request's transaction is committed, or now when it has none. A failure is
 * logged, never thrown: the write it follows has succeeded.
 */
export async function afterCommit(req: PayloadRequest | undefined, label: string, task: Task): Promise<void> {
  const payload = req?.payload
  const transactionID = req && payload ? await openTransaction(req) : null
  if (!payload || transactionID === null) {
    if (payload) await runOne({ task, label, payload })
    else await task()
    return
  }
  const queue = queues.get(transactionID) ?? []
  queue.push({ task, label, payload })
  queues.set(transactionID, queue)
}

/**
 * The database adapter with its commit and rollback taught about the queue. Nested operations
 * (a hook's `payload.create({ req })`) share the outer transaction and never commit it themselves,
 * so their work runs with the outer operation's, after the one real commit.
 */
export function withAfterCommit(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const commit = db.commitTransaction.bind(db)
      const rollback = db.rollbackTransaction.bind(db)
      db.commitTransaction = async (id) => {
        const transactionID = id instanceof Promise ? await id : id
        await commit(transactionID)
        const queue = queues.get(transactionID)
        queues.delete(transactionID)
        for (const queued of queue ?? []) await runOne(queued)
      }
      db.rollbackTransaction = async (id) => {
        const transactionID = id instanceof Promise ? await id : id
        queues.delete(transactionID)
        await rollback(transactionID)
      }
      return db
    },
  }
}
