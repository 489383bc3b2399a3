import { useRouter } from 'next/router'
import { useEffect, useId, useState, type FormEvent } from 'react'

import type { SearchEntity, SearchResultItem_ResultFragment } from '@/lib/__generated__/gql/graphql'
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue'
import {
  DROPDOWN_LIMIT,
  NOTHING_FOUND,
  SEARCH_DEBOUNCE_MS,
  SEARCH_ENTITIES,
  searchPageHref,
} from '@/lib/search/entities'
import { Button } from '@/components/ui/Button'
import { ChipList } from '@/components/ui/ChipList'
import { SearchResultItem } from '@/components/search/SearchResultItem/SearchResultItem'
import styles from './SearchDropdown.module.css'

export type SearchRun = (
  text: string,
  entity: SearchEntity | null,
) => Promise<{ items: SearchResultItem_ResultFragment[]; total: number }>

type Props = {
  /** Runs one search; the panel passes the gateway query, tests a stand-in. */
  runSearch: SearchRun
  /** Called when the visitor follows a result, so the panel can close. */
  onNavigate?: () => void
}

/** The answer to one search, remembered with the query it answers. */
type Answer =
  | { key: string; kind: 'done'; items: SearchResultItem_ResultFragment[]; total: number }
  | { key: string; kind: 'failed' }

const ALL = 'all'
export const SEARCH_FAILED = 'Не удалось выполнить поиск. Попробуйте ещё раз.'

/**
 * The header's search (docs/spec.md#2-screens-and-routes "Search", #9-business-constants-and-limits): results appear as
 * the visitor types, 500 ms after the last key; at most four, with 'Все результаты' when there are more; a
 * single-choice filter by kind. Nothing shows until something is typed.
 */
export function SearchDropdown({ runSearch, onNavigate }: Props) {
  const router = useRouter()
  const inputId = useId()
  const [text, setText] = useState('')
  const [entity, setEntity] = useState<SearchEntity | null>(null)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const key = `${entity ?? ''}:${query}`

  useEffect(() => {
    if (query === '') return
    // A slower answer to an older query must not replace the newer one.
    let current = true
    runSearch(query, entity).then(
      ({ items, total }) => current && setAnswer({ key, kind: 'done', items, total }),
      () => current && setAnswer({ key, kind: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [query, entity, key, runSearch])

  // Until the answer for what is typed now arrives, the dropdown says it is searching.
  const state = query === '' ? { kind: 'idle' as const } : answer?.key === key ? answer : { kind: 'loading' as const }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim() === '') return
    onNavigate?.()
    void router.push(searchPageHref(text.trim(), entity))
  }

  const typed = text.trim() !== ''
  return (
    <div className={styles.dropdown}>
      <form role="search" onSubmit={submit} className={styles.form}>
        <label htmlFor={inputId} className={styles.label}>
          Поиск по сайту
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Пляж, экскурсия, событие…"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          autoFocus
        />
      </form>
      <ChipList
        label="Что искать"
        mode="single"
        selected={[entity ?? ALL]}
        onChange={(ids) => setEntity(ids[0] === ALL ? null : ((ids[0] as SearchEntity | undefined) ?? null))}
        chips={[{ id: ALL, title: 'Всё' }, ...SEARCH_ENTITIES.map((e) => ({ id: e.value, title: e.label }))]}
        className={styles.filter}
      />
      <div aria-live="polite" className={styles.results}>
        {typed && state.kind === 'loading' ? <p className={styles.note}>Ищем…</p> : null}
        {typed && state.kind === 'failed' ? (
          <p className={styles.note} role="alert">
            {SEARCH_FAILED}
          </p>
        ) : null}
        {typed && state.kind === 'done' && state.items.length === 0 ? (
          <p className={styles.note}>{NOTHING_FOUND}</p>
        ) : null}
        {typed && state.kind === 'done' && state.items.length > 0 ? (
          <>
            <ul className={styles.list} aria-label="Результаты поиска">
              {state.items.slice(0, DROPDOWN_LIMIT).map((result) => (
                <li key={`${result.entity}-${result.id}`}>
                  <SearchResultItem result={result} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
            {state.total > DROPDOWN_LIMIT ? (
              <Button href={searchPageHref(query, entity)} theme="secondary" size="md" onClick={onNavigate}>
                Все результаты ({state.total})
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  )
}
