import Head from 'next/head'

import { SITE_NAME } from '@/lib/seo/siteName'

/**
 * An error page's head: its title and noindex, nothing else. A canonical link or a share card would
 * describe a page that does not exist, and the 503 view renders from `_app` on cabinet pages, so
 * PageMeta's OpenGraph builder would weigh on every page's shared first-load JS.
 */
export function ErrorMeta({ title }: { title: string }) {
  return (
    <Head>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex, follow" />
    </Head>
  )
}
