import { type ComponentType, type ReactNode, useRef, useState } from 'react'

import type { NearMeKind } from '@/lib/catalogue/sections'
import { Button } from '@/components/ui/Button'
import type { NearMePanelProps } from './NearMePanel'
import styles from './NearMeSwitch.module.css'

type Props = {
  kind: NearMeKind
  /** The section's own grid around a list of cards, so nearby cards sit as the list's do. */
  renderCards: (cards: ReactNode[]) => ReactNode
  /** The normal list (cards and pages), shown until the visitor asks for "near me" and after a reset. */
  children: ReactNode
}

type Panel =
  | { state: 'off' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; Component: ComponentType<NearMePanelProps> }

/**
 * "Рядом со мной" on a list page. Only this button is in the page's first-load JS: the panel (its
 * geolocation, gateway call, sorting and cards) is imported when the visitor presses it, and the
 * browser is asked for a position only then, never on load.
 */
export function NearMeSwitch({ kind, renderCards, children }: Props) {
  const [panel, setPanel] = useState<Panel>({ state: 'off' })
  const toggle = useRef<HTMLButtonElement>(null)
  const active = panel.state !== 'off'

  const load = () => {
    setPanel({ state: 'loading' })
    // Fetched once; pressing again resolves from the module cache.
    import('./NearMePanel').then(
      ({ NearMePanel }) =>
        // A reset while the chunk was on its way wins.
        setPanel((p) => (p.state === 'loading' ? { state: 'ready', Component: NearMePanel } : p)),
      () => setPanel((p) => (p.state === 'loading' ? { state: 'failed' } : p)),
    )
  }

  const reset = () => {
    setPanel({ state: 'off' })
    // The reset button goes away with the panel; focus returns to where the visitor started.
    toggle.current?.focus()
  }

  return (
    <>
      <div className={styles.bar}>
        {/* lg: a touch target of at least 44 px. Filled while pressed: the list below is the nearby one. */}
        <Button
          ref={toggle}
          shape="round"
          size="lg"
          theme={active ? 'primary' : 'ghost'}
          leftIcon="map-pin"
          aria-pressed={active}
          onClick={active ? reset : load}
        >
          Рядом со мной
        </Button>
        {active ? (
          <Button shape="round" size="lg" theme="ghost" onClick={reset}>
            Сбросить
          </Button>
        ) : null}
      </div>
      {panel.state === 'off' ? children : null}
      {panel.state === 'loading' ? (
        <p className={styles.note} role="status">
          Загружаем…
        </p>
      ) : null}
      {panel.state === 'failed' ? (
        <div className={styles.note} role="alert">
          <p>Не удалось загрузить список. Проверьте подключение и попробуйте ещё раз.</p>
          <Button shape="round" size="lg" theme="ghost" onClick={load}>
            Повторить
          </Button>
        </div>
      ) : null}
      {panel.state === 'ready' ? <panel.Component kind={kind} renderCards={renderCards} /> : null}
    </>
  )
}
