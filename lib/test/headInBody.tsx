import type { ReactNode } from 'react'

/**
 * next/head for component tests: renders its tags in place, so a test reads the page's title,
 * canonical link and JSON-LD from the document. Use as
 * `jest.mock('next/head', () => jest.requireActual('@/lib/test/headInBody'))`.
 */
export default function HeadInBody({ children }: { children: ReactNode }) {
  return <>{children}</>
}
