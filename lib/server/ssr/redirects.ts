import type { GetStaticProps, GetStaticPropsContext, GetStaticPropsResult } from 'next'
import { isProtectedPath, normalizeFromPath } from '@anapa/shared/redirects/rules'

import { graphql } from '@/lib/__generated__/gql'
import { isBadInput, runQuery } from './factory'
import { REVALIDATE_SECONDS } from './revalidate'

export const RedirectRouteQuery = graphql(`
  query RedirectRouteQuery($path: String!) {
    redirectFor(path: $path) {
      from
      destination
      statusCode
    }
  }
`)

export type FoundRedirect = { destination: string; statusCode: 301 | 302 }

/**
 * The editors' rule for a public path, asked while an ISR page renders, never per
 * request: the cached page is the redirect. A CMS outage throws like any page query, so Next keeps
 * serving the last good render rather than dropping a rule.
 */
export async function findRedirect(path: string): Promise<FoundRedirect | null> {
  const from = normalizeFromPath(path)
  if (!from || isProtectedPath(from)) return null
  let data
  try {
    data = await runQuery(RedirectRouteQuery, { path: from })
  } catch (error) {
    // A path no rule can have (characters the gateway refuses): no rule, not an outage.
    if (isBadInput(error)) return null
    throw error
  }
  const rule = data.redirectFor
  if (!rule || (rule.statusCode !== 301 && rule.statusCode !== 302)) return null
  return { destination: rule.destination, statusCode: rule.statusCode }
}

/** Next's redirect result, revalidated like every ISR answer (a removed rule heals on its own too). */
export const redirectResult = (rule: FoundRedirect) => ({
  redirect: { destination: rule.destination, statusCode: rule.statusCode },
  revalidate: REVALIDATE_SECONDS,
})

/** `/zhurnal-kurorta/[type]/[slug]` with its params → the public path the visitor asked for. */
export function routePath(route: string, params: GetStaticPropsContext['params']): string | null {
  let missing = false
  const path = route.replace(/\[([^\]]+)\]/g, (_m, name: string) => {
    const value = params?.[name]
    if (typeof value !== 'string') missing = true
    return typeof value === 'string' ? value : ''
  })
  return missing ? null : path
}

/**
 * A detail page's getStaticProps with the editors' rules in front: a rule for the page's
 * path wins, whether the item is there (an editor moving visitors away from it) or not (an old
 * address). The rule is asked alongside the page's own query, so the render takes no longer. An
 * editor's draft preview sees the page itself.
 */
export function withRedirects<P extends { [key: string]: unknown }>(
  route: string,
  getStaticProps: GetStaticProps<P>,
): GetStaticProps<P> {
  return async (context): Promise<GetStaticPropsResult<P>> => {
    const path = context.draftMode || context.preview ? null : routePath(route, context.params)
    if (path === null) return getStaticProps(context)
    const [rule, result] = await Promise.all([findRedirect(path), getStaticProps(context)])
    return rule ? redirectResult(rule) : result
  }
}

/** Any other path (pages/[...path].tsx): a rule's redirect, or the 404 page, revalidated. */
export const getUnmatchedPathProps: GetStaticProps = async ({ params }) => {
  const segments = params?.path
  const path = Array.isArray(segments) ? `/${segments.join('/')}` : null
  const rule = path ? await findRedirect(path) : null
  return rule ? redirectResult(rule) : { notFound: true, revalidate: REVALIDATE_SECONDS }
}
