import type { LayoutProps } from '../DefaultLayout'
import { MAIN_ID } from '../SkipLink'

/** The icon sprite page (/_icons, spec §2): the content alone, with no site chrome around it. */
export function SpriteLayout({ children }: LayoutProps) {
  return <main id={MAIN_ID}>{children}</main>
}
