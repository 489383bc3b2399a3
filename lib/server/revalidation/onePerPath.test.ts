import { onePerPath } from './onePerPath'

/** A render that stays open until the test finishes it, recording when it started. */
function controlledRenders() {
  const started: string[] = []
  const finishers: (() => void)[] = []
  const render = (isrPath: string) =>
    new Promise<void>((resolve) => {
      started.push(isrPath)
      finishers.push(resolve)
    })
  const finishNext = async () => {
    finishers.shift()!()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { started, render, finishNext }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('onePerPath: one re-render of a path at a time (the publish race)', () => {
  it('a request during a render gets a new render after it, never the one already reading the CMS', async () => {
    const schedule = onePerPath()
    const { started, render, finishNext } = controlledRenders()
    const first = schedule('/zhurnal-kurorta', render)
    await tick()
    expect(started).toEqual(['/zhurnal-kurorta'])

    const second = schedule('/zhurnal-kurorta', render)
    await tick()
    expect(started).toHaveLength(1)
    await finishNext()
    await first
    expect(started).toHaveLength(2)
    await finishNext()
    await second
  })

  it('requests made while a render waits share it: it reads the CMS after all of them', async () => {
    const schedule = onePerPath()
    const { started, render, finishNext } = controlledRenders()
    void schedule('/', render)
    await tick()
    const waiting = [schedule('/', render), schedule('/', render), schedule('/', render)]
    expect(new Set(waiting).size).toBe(1)
    await finishNext()
    await finishNext()
    await Promise.all(waiting)
    expect(started).toEqual(['/', '/'])
  })

  it('different paths render side by side', async () => {
    const schedule = onePerPath()
    const { started, render } = controlledRenders()
    void schedule('/plyazhi', render)
    void schedule('/afisha', render)
    await tick()
    expect(started.sort()).toEqual(['/afisha', '/plyazhi'])
  })

  it('a failed render does not block the next one, and the caller sees its own failure', async () => {
    const schedule = onePerPath()
    const failing = schedule('/karta', () => Promise.reject(new Error('CMS недоступна')))
    failing.catch(() => undefined)
    await tick()
    const next = schedule('/karta', () => Promise.resolve())
    await expect(failing).rejects.toThrow('CMS недоступна')
    await expect(next).resolves.toBeUndefined()
  })
})
