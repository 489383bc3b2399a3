import { gql } from '@apollo/client'

import { createCache } from './cache'

const QUERY = gql`
  query {
    search(query: "x") {
      items {
        __typename
        id
        entity
        title
      }
    }
  }
`

describe('the Apollo cache', () => {
  it('keeps results of different kinds that share an id apart', () => {
    const cache = createCache()
    const items = [
      { __typename: 'SearchResult', id: '5', entity: 'BEACH', title: 'Пляж Джемете' },
      { __typename: 'SearchResult', id: '5', entity: 'ROUTE', title: 'Вдоль Высокого берега' },
    ]
    cache.writeQuery({ query: QUERY, data: { search: { __typename: 'SearchPage', items } } })
    const read = cache.readQuery<{ search: { items: typeof items } }>({ query: QUERY })
    expect(read?.search.items.map((i) => i.title)).toEqual(['Пляж Джемете', 'Вдоль Высокого берега'])
  })
})
