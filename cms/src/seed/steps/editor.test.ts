import type { Payload } from 'payload'

import { ensureLocalEditor } from './editor'

// Fail closed: without SEED_LOCAL_EDITOR=true (env.seedEditor is null) no account is made.
describe('ensureLocalEditor', () => {
  it('creates no editor and touches no data unless the launcher asked for one', async () => {
    const untouched = new Proxy({} as Payload, {
      get: (_target, name) => {
        throw new Error(`payload.${String(name)} must not be called`)
      },
    })
    const counts = { created: 0, existing: 0 }
    await expect(ensureLocalEditor(untouched, counts, null)).resolves.toBeNull()
    expect(counts).toEqual({ created: 0, existing: 0 })
  })
})
