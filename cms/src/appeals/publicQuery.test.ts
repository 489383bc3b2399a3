import { ContractError } from '@/contract/http'
import { parseBbox, publicListFilters } from './publicQuery'

describe('public appeal filters', () => {
  it('reads topic, status and bbox', () => {
    expect(publicListFilters(new URLSearchParams('topic[]=1&topic=2&status=new&bbox=37.2,44.85,37.4,44.95'))).toEqual({
      topicIds: [1, 2],
      statuses: ['new'],
      bbox: { west: 37.2, south: 44.85, east: 37.4, north: 44.95 },
    })
  })

  it.each(['1,2,3', 'a,b,c,d', '1e1,2,3,4', '37.2,44.85,37.4,44.95,1', '1000,0,1,1'])('refuses bbox %s', (raw) => {
    expect(() => parseBbox(raw)).toThrow(ContractError)
  })

  it('takes the corners in either order, and cuts a box beyond the world to it', () => {
    expect(parseBbox('37.4,44.95,37.2,44.85')).toEqual({ west: 37.2, south: 44.85, east: 37.4, north: 44.95 })
    expect(parseBbox('-200,-95,200,95')).toEqual({ west: -180, south: -90, east: 180, north: 90 })
  })

  it.each(['topic=abc', 'topic=0', 'status=rejected'])('refuses %s', (query) => {
    expect(() => publicListFilters(new URLSearchParams(query))).toThrow(ContractError)
  })
})
