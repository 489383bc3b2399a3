import { mapObjectHref } from '@/lib/map/paths'
import { getJournalListProps } from '@/lib/server/ssr/journal'
import { listRewrites, toIsrPath } from './listRoutes'
import { ALL, ID_SOURCE, isIdParam, isPageParam, MAX_PAGE } from './params'

describe('route parameters: one definition for rewrites, ISR data functions and links', () => {
  it('the rewrites map "no filter" and group ids with the same segment and pattern the data functions accept', () => {
    expect(toIsrPath('/afisha?page=2')).toBe(`/afisha/spisok/${ALL}/2`)
    expect(toIsrPath('/zhurnal-kurorta?page=3')).toBe(`/zhurnal-kurorta/kategoriya/${ALL}/3`)
    expect(listRewrites()).toContainEqual({
      source: `/plyazhi/group-:id(${ID_SOURCE})`,
      destination: '/plyazhi/gruppa/:id',
    })
  })

  it.each(['1', '42', String(MAX_PAGE)])('accepts page %s', (page) => expect(isPageParam(page)).toBe(true))
  it.each(['0', '01', '-1', 'abc', String(MAX_PAGE + 1), '', undefined, ['1']])('refuses page %j', (page) =>
    expect(isPageParam(page)).toBe(false),
  )

  it('ids: the map links only the ids a detail page accepts', () => {
    expect(isIdParam('7')).toBe(true)
    expect(isIdParam('07')).toBe(false)
    expect(isIdParam('12345678901')).toBe(false)
    expect(mapObjectHref({ kind: 'BEACH', id: '7' })).toBe('/plyazhi/7')
    expect(mapObjectHref({ kind: 'BEACH', id: '07' })).toBeNull()
  })

  it('a journal page past MAX_PAGE is a 404 without a CMS call', async () => {
    await expect(getJournalListProps({ params: { category: ALL, page: String(MAX_PAGE + 1) } })).resolves.toMatchObject(
      {
        notFound: true,
      },
    )
  })
})
