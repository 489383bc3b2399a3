import Router from 'next/router'
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this site (`/plyazhi/7`) opens without reloading the page; anything else is a plain link. */
  href: string
  /** Replaces the current history entry instead of adding one (a dialog's own, lib/history/useBackCloses.ts). */
  replace?: boolean
  /** `false` keeps the scroll position: a filter chip that changes the list below it. */
  scroll?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/** A path on this site, which the router can open in place; `//host` is another site. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/** A click the browser should handle itself: another tab or window, a download, another button. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget
  const target = anchor.getAttribute('target')
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    anchor.hasAttribute('download')
  )
}

/**
 * The site's link: an ordinary `<a href>` whose plain click on a site path goes through the Pages
 * Router (`next/router`'s push or replace, scrolling to the top unless told not to), so the page changes without a reload.
 *
 * It stands in for next/link, which every page loaded in the shared bundle although the site uses
 * none of what makes it large (viewport prefetching, locales, URL objects, `as`): this is the
 * first-load JS budget of docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests.
 * Like next/link with `prefetch={false}`, it does not prefetch every link that scrolls into view —
 * on a home page of some forty links that fetched eleven data files and forty scripts while a phone on
 * a weak connection was still loading the page — but it does prefetch the page when the pointer
 * rests on a link or a finger touches it, so a tap opens a page already on its way (the router
 * prefetches only in production builds).
 */
export function Link({
  href,
  replace = false,
  scroll = true,
  onClick,
  onMouseEnter,
  onTouchStart,
  ...anchor
}: LinkProps) {
  const sitePath = isSitePath(href)
  const prefetch = () => {
    // A failed prefetch costs nothing: the click loads the page as usual.
    if (sitePath) Router.prefetch(href).catch(() => {})
  }
  return (
    <a
      href={href}
      {...anchor}
      onClick={(event) => {
        onClick?.(event)
        if (!sitePath || leftToTheBrowser(event)) return
        event.preventDefault()
        void (replace ? Router.replace(href, undefined, { scroll }) : Router.push(href, undefined, { scroll }))
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        prefetch()
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        prefetch()
      }}
    />
  )
}
