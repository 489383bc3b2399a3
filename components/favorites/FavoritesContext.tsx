import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

// Type-only: erased at build time, so the generated documents stay out of the first-load JS.
import type { FavoriteEntity } from '@/lib/__generated__/gql/graphql'
import { useAccountPanels } from '@/components/layout/AccountPanels'
import { useSession } from '@/components/session'

export type { FavoriteEntity }

export type FavoriteRef = { entity: FavoriteEntity; slug: string }

/** What a toggle knows about its item: enough for the optimistic entry before the gateway answers. */
export type FavoriteItem = FavoriteRef & { title: string; href: string }

/** The Apollo side, loaded after hydration for signed-in residents only (FavoritesLoader). */
export interface FavoritesEngine {
  /** Each resolves to false after a failure it has already reported (rolled back, toast shown). */
  add: (item: FavoriteItem) => Promise<boolean>
  remove: (ref: FavoriteRef) => Promise<boolean>
}

export const favoriteKey = ({ entity, slug }: FavoriteRef) => `${entity}:${slug}`

export interface FavoritesValue {
  /** The resident's favourites by favoriteKey; null while unknown (signed out, not loaded yet). */
  keys: ReadonlySet<string> | null
  /**
   * The heart: adds or removes for a signed-in resident; signed out, it opens the auth drawer and
   * adds the item once the sign-in completes.
   */
  toggle: (item: FavoriteItem) => void
  /** The engine connects once the resident's list has answered, and disconnects on sign-out. */
  connect: (engine: FavoritesEngine | null) => void
  /** The engine's view of the cached list (optimistic entries included). */
  publish: (keys: ReadonlySet<string> | null) => void
}

const noop = () => {}

export const FavoritesContext = createContext<FavoritesValue>({
  keys: null,
  toggle: noop,
  connect: noop,
  publish: noop,
})

export const useFavorites = () => useContext(FavoritesContext)

type Task = (engine: FavoritesEngine) => unknown

/**
 * The favourites state every public page's toggles read. Public pages are static and never read
 * cookies (docs/architecture.md#3-pages), so nothing here is known at render: the lazily loaded engine publishes
 * the resident's list after hydration. This file stays tiny and imports no Apollo, as
 * SessionContext does, because it is part of every page's first-load JS.
 */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const { signInThenRun } = useAccountPanels()
  const [keys, setKeys] = useState<ReadonlySet<string> | null>(null)
  const engine = useRef<FavoritesEngine | null>(null)
  // Clicks that came before the engine (its chunk still loading, the list still on its way).
  const waiting = useRef<Task[]>([])

  const run = useCallback((task: Task) => {
    if (engine.current) void task(engine.current)
    else waiting.current.push(task)
  }, [])

  const connect = useCallback((next: FavoritesEngine | null) => {
    engine.current = next
    if (!next) {
      // Signed out: a click queued for the previous session must not land in the next one.
      waiting.current = []
      return
    }
    const tasks = waiting.current
    waiting.current = []
    tasks.forEach((task) => void task(next))
  }, [])

  const signedIn = status === 'signedIn'
  const toggle = useCallback(
    (item: FavoriteItem) => {
      if (!signedIn) {
        // PUT is idempotent: if the resident already had it, the add just answers the one they have.
        signInThenRun(() => run((e) => e.add(item)), 'favorite')
        return
      }
      // Unknown (the list has not answered yet) counts as not a favourite: adding is harmless.
      run((e) => (keys?.has(favoriteKey(item)) ? e.remove(item) : e.add(item)))
    },
    [keys, run, signInThenRun, signedIn],
  )

  const value = useMemo(
    () => ({ keys: signedIn ? keys : null, toggle, connect, publish: setKeys }),
    [keys, signedIn, toggle, connect],
  )
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>
}
