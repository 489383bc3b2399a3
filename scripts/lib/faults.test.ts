import { FAULTS, runFault } from './faults.mjs'

/** A stand-in for startScaledStack's handles that records the calls made on them. */
function fakeStack() {
  const calls: string[] = []
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args].join(' '))
    }
  return {
    calls,
    instances: [
      { kill: record('instance 1 kill'), start: record('instance 1 start') },
      { kill: record('instance 2 kill'), start: record('instance 2 start') },
    ],
    redis: { stop: record('redis stop'), start: record('redis start') },
    cms: { stop: record('cms stop'), start: record('cms start') },
  }
}

describe('fault steps (scripts/lib/faults.mjs)', () => {
  it.each([
    ['instanceKilled', ['instance 1 kill SIGKILL', 'instance 1 start']],
    ['redisStopped', ['redis stop', 'redis start']],
    ['cmsStopped', ['cms stop', 'cms start']],
  ] as const)('%s takes down and brings back its part of the stack, and nothing else', async (name, expected) => {
    const stack = fakeStack()
    await FAULTS[name].begin(stack)
    await FAULTS[name].end(stack)
    expect(stack.calls).toEqual(expected)
  })

  it('only the Redis fault needs a part a stack may lack', () => {
    expect(Object.entries(FAULTS).map(([name, fault]) => [name, fault.needs])).toEqual([
      ['instanceKilled', undefined],
      ['redisStopped', 'redis'],
      ['cmsStopped', undefined],
    ])
  })

  it('runFault holds the outage, runs beforeEnd while it lasts and reports how long it lasted', async () => {
    const stack = fakeStack()
    const { ms, during } = await runFault(stack, FAULTS.redisStopped, {
      holdMs: 50,
      beforeEnd: () => [...stack.calls],
    })
    expect(during).toEqual(['redis stop'])
    expect(stack.calls).toEqual(['redis stop', 'redis start'])
    expect(ms).toBeGreaterThanOrEqual(45)
  })
})
