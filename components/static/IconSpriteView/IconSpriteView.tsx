import type { ReactNode } from 'react'

import { Icon, ICON_NAMES, ICON_SIZES, QR_NAMES, type IconSize } from '@/components/ui/Icon'
import { PageMeta } from '@/components/seo/PageMeta'
import styles from './IconSpriteView.module.css'

interface SpriteSheet {
  /** The file in public/, without .svg. */
  sprite: string
  title: string
  icons: ReadonlyArray<{ name: string; render: (size: IconSize) => ReactNode }>
}

/**
 * Every sprite of public/ with its symbol lists (components/ui/Icon/iconNames.ts). A new sprite
 * gets a line here and a name list there; the page then shows it.
 */
const SHEETS: readonly SpriteSheet[] = [
  {
    sprite: 'icons',
    title: 'icons — основной спрайт',
    icons: ICON_NAMES.map((name) => ({ name, render: (size) => <Icon name={name} size={size} /> })),
  },
  {
    sprite: 'qr',
    title: 'qr — QR-коды',
    icons: QR_NAMES.map((name) => ({ name, render: (size) => <Icon sprite="qr" name={name} size={size} /> })),
  },
]

const SIZES = Object.entries(ICON_SIZES) as Array<[IconSize, number]>

/**
 * /_icons (docs/spec.md#2-screens-and-routes, docs/architecture.md#6-ui): every icon of every sprite at the sizes of
 * docs/spec.md#9-business-constants-and-limits, with its name.
 */
export function IconSpriteView() {
  return (
    <div className={styles.page}>
      {/* A page for designers and developers, not for search results. */}
      <PageMeta title="Иконки" description="Все иконки спрайтов портала в размерах sm, md и lg." noindex />
      <h1 className={styles.title}>Иконки</h1>
      <p className={styles.legend}>
        Размеры:{' '}
        {SIZES.map(([size, px], index) => (
          <span key={size}>
            {index > 0 ? ', ' : ''}
            <code>{size}</code> {px} px
          </span>
        ))}
        .
      </p>
      {SHEETS.map((sheet) => (
        <section key={sheet.sprite} aria-labelledby={`sprite-${sheet.sprite}`} className={styles.sheet}>
          <h2 id={`sprite-${sheet.sprite}`} className={styles.sheetTitle}>
            {sheet.title} <span className={styles.count}>({sheet.icons.length})</span>
          </h2>
          <p className={styles.file}>
            <code>/{sheet.sprite}.svg</code>
          </p>
          <ul role="list" className={styles.grid}>
            {sheet.icons.map((icon) => (
              <li key={icon.name} className={styles.cell}>
                <span className={styles.samples}>
                  {SIZES.map(([size]) => (
                    <span key={size} className={styles.sample} title={`${icon.name}, ${size}`}>
                      {icon.render(size)}
                    </span>
                  ))}
                </span>
                <code className={styles.name}>{icon.name}</code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
