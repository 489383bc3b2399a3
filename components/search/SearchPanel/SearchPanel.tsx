import { useCallback, useEffect, useRef } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { getBrowserClient } from '@/lib/apollo/browserClient'
import { DROPDOWN_LIMIT } from '@/lib/search/entities'
import { Icon } from '@/components/ui/Icon'
import { SearchDropdown, type SearchRun } from '@/components/search/SearchDropdown/SearchDropdown'
import styles from './SearchPanel.module.css'

export const SearchDropdownQuery = graphql(`
  query SearchDropdownQuery($query: String!, $entity: SearchEntity, $pageSize: Int!) {
    search(query: $query, entity: $entity, pageSize: $pageSize) {
      items {
        ...SearchResultItem_result
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`)

type Props = { onClose: () => void }

/**
 * The header's search panel: loaded on the first click of the search button, with Apollo, so
 * public pages never carry either in their first-load JS. Escape or the close button closes it.
 */
export function SearchPanel({ onClose }: Props) {
  const panelRef = useRef<HTMLDivElement>(null)

  const runSearch = useCallback<SearchRun>(async (query, entity) => {
    const { data } = await getBrowserClient().query({
      query: SearchDropdownQuery,
      variables: { query, entity, pageSize: DROPDOWN_LIMIT },
    })
    if (!data) throw new Error('Search returned no data')
    return { items: data.search.items, total: data.search.pageInfo.total }
  }, [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])

  return (
    <div ref={panelRef} className={styles.panel} role="dialog" aria-label="Поиск" aria-modal="false">
      <div className={styles.inner}>
        <SearchDropdown runSearch={runSearch} onNavigate={onClose} />
        <button type="button" className={styles.close} aria-label="Закрыть поиск" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
    </div>
  )
}

export default SearchPanel
