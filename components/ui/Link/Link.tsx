// The one place next/link is imported: everything else takes this Link (eslint.config.mjs).
// eslint-disable-next-line no-restricted-imports
import NextLink from 'next/link'
import type { ComponentProps } from 'react'

export type LinkProps = ComponentProps<typeof NextLink>

/**
 * next/link without prefetching every page whose link scrolls into view. A home page
 * shows some forty links: prefetching them all fetched eleven data files and forty scripts while a
 * phone on a weak connection was still loading the page itself, and ran their runtime chunks on the
 * main thread. The Pages Router still prefetches a page when the pointer rests on its link or a
 * finger touches it, so a tap opens a page that is already on its way.
 */
export function Link(props: LinkProps) {
  return <NextLink prefetch={false} {...props} />
}
