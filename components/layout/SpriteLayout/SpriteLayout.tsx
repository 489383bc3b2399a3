import type { LayoutProps } from '@/components/layout/DefaultLayout'
import { MAIN_ID } from '@/components/layout/SkipLink'

/**
 * The icon sprite page (/_icons, docs/spec.md#2-screens-and-routes): the content alone, with no site chrome around it.
 */
export function SpriteLayout({ children }: LayoutProps) {
  return <main id={MAIN_ID}>{children}</main>
}
