import type { GetStaticPaths } from 'next'

/**
 * Every path no other page has: an editor's redirect rule for it, or the 404 page. It
 * never renders: its data function answers with a redirect or notFound, both cached by ISR and
 * re-rendered when a rule for the path is saved.
 */
export default function UnmatchedPath() {
  return null
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })
export { getUnmatchedPathProps as getStaticProps } from '@/lib/server/ssr/redirects'
