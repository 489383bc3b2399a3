import type { NextApiRequest, NextApiResponse } from 'next'

import { CityApi } from '@/graphql/datasources/CityApi'
import { serverEnv } from '@/lib/server/env'
import { onePerPath } from '@/lib/server/revalidation/onePerPath'
import { parsePaths, secretMatches } from '@/lib/server/revalidation/revalidatePaths'
import { planChange, revalidateLogged } from '@/lib/server/revalidation/runRevalidation'
import { parseChange } from '@/lib/server/revalidation/sitePaths'

const log = (line: string) => console.log(line)

/** Shared by every request to this process: a path never re-renders twice at once (see onePerPath). */
const schedule = onePerPath()

/**
 * On-demand ISR (docs/architecture.md#3-pages). The CMS hooks POST what changed ({collection, previous,
 * current}); an operator may POST {paths} to heal pages by hand. Both need x-revalidate-secret.
 *
 * The answer (202 with the paths) goes out before any page renders, so the editor's save never
 * waits for the site. The renders run after it in this handler: `res.revalidate` needs only the
 * request's headers and the router server's in-process revalidate, not an open response, and
 * `next start` is a long-lived process that keeps the promise alive (`after()` is App Router only;
 * a serverless host would need its waitUntil instead).
 */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return res.status(405).json({ message: 'Метод не поддерживается' })
  }
  if (!secretMatches(req.headers['x-revalidate-secret'], serverEnv.revalidateSecret)) {
    return res.status(401).json({ message: 'Неверный ключ ревалидации' })
  }
  const change = parseChange(req.body)
  const paths = change
    ? await planChange(change, new CityApi({ baseUrl: serverEnv.apiBaseUrl }), log)
    : parsePaths(req.body)
  if (!paths) {
    return res
      .status(400)
      .json({ message: 'Ожидается {"collection", "previous", "current"} или {"paths": ["/путь", …]}' })
  }
  res.status(202).json({ paths })
  await revalidateLogged(paths, { revalidate: (isrPath) => schedule(isrPath, (path) => res.revalidate(path)), log })
}
