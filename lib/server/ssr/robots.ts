import type { GetServerSideProps } from 'next'

import { robotsTxt } from '@/lib/server/seo/robots'

/** /robots.txt from the build's site origin (a file in public/ could not know it). */
export const getRobotsProps: GetServerSideProps = async ({ res }) => {
  res.statusCode = 200
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'public, max-age=3600, s-maxage=86400')
  res.end(robotsTxt())
  return { props: {} }
}
