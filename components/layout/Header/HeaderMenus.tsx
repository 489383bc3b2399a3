import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Icon } from '@/components/ui/Icon'
import { BUSINESS_LINK, HEADER_MENUS } from '@/lib/routes'
import { NavItemLink } from '@/components/layout/NavItemLink'
import styles from './HeaderMenus.module.css'

/**
 * The header's grouped menus as disclosure buttons (WAI-ARIA disclosure navigation): one open at a time;
 * Escape, a click outside or tabbing away closes it.
 */
export function HeaderMenus() {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([])
  const idPrefix = useId()

  useEffect(() => {
    if (openIndex === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenIndex(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openIndex])

  const close = () => setOpenIndex(null)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openIndex === null) return
    // Focus goes back to the button that opened the menu, so keyboard users keep their place.
    buttonRefs.current[openIndex]?.focus()
    close()
  }

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null
    if (next && !navRef.current?.contains(next)) close()
  }

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Основное меню" onKeyDown={onKeyDown} onBlur={onBlur}>
      <ul role="list" className={styles.menus}>
        {HEADER_MENUS.map((group, index) => {
          const panelId = `${idPrefix}-menu-${index}`
          const open = openIndex === index
          return (
            <li key={group.label} className={styles.menu}>
              <button
                ref={(element) => {
                  buttonRefs.current[index] = element
                }}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {group.label}
                <Icon name="chevron-down" size="sm" className={styles.chevron} />
              </button>
              <ul role="list" id={panelId} className={styles.panel} hidden={!open}>
                {group.items.map((link) => (
                  <li key={link.href}>
                    <NavItemLink link={link} className={styles.link} onClick={close} />
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
        <li className={styles.menu}>
          <NavItemLink link={BUSINESS_LINK} className={styles.trigger} />
        </li>
      </ul>
    </nav>
  )
}
