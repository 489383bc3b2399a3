import { ALERTS_PATH, MAX_PAGES_PER_REFRESH, REFRESH_EVERY_MS, refreshDue, refreshList } from './conditions'

const ORIGIN = 'https://anapa.example'

describe('refreshDue', () => {
  it('is due the first time, then not again within the interval', () => {
    expect(refreshDue(null, 1_000)).toBe(true)
    expect(refreshDue(1_000, 1_000 + REFRESH_EVERY_MS - 1)).toBe(false)
    expect(refreshDue(1_000, 1_000 + REFRESH_EVERY_MS)).toBe(true)
  })
})

describe('refreshList', () => {
  it('asks for the alerts and the kept beach pages, newest first, nothing else', () => {
    const kept = ['/plyazhi/1', '/afisha', '/plyazhi', '/zhurnal-kurorta/novosti/a', '/plyazhi/gruppa/2'].map(
      (path) => `${ORIGIN}${path}`,
    )
    expect(refreshList(kept, ORIGIN)).toEqual([
      `${ORIGIN}${ALERTS_PATH}`,
      `${ORIGIN}/plyazhi/gruppa/2`,
      `${ORIGIN}/plyazhi`,
      `${ORIGIN}/plyazhi/1`,
    ])
  })

  it('caps the pages at the most recently saved', () => {
    const kept = Array.from({ length: MAX_PAGES_PER_REFRESH + 5 }, (_, i) => `${ORIGIN}/plyazhi/${i}`)
    const list = refreshList(kept, ORIGIN)
    expect(list).toHaveLength(MAX_PAGES_PER_REFRESH + 1)
    expect(list[1]).toBe(`${ORIGIN}/plyazhi/${MAX_PAGES_PER_REFRESH + 4}`)
  })
})
