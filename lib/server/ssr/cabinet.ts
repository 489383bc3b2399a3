import type { GetServerSideProps } from 'next'

import type { SessionProps } from '@/lib/pageProps'
import { withSession } from '@/lib/server/session/withSession'

/** Cabinet sections without data of their own yet: the guard, and nothing else. */
export const getCabinetProps: GetServerSideProps<SessionProps> = withSession()

const notFound = { notFound: true } as const

/** /moi-obrashcheniya/appeal-{id} and /pokupki/{id}: numeric ids only. */
export const cabinetItemProps = (param: string, prefix = ''): GetServerSideProps<SessionProps & { id: string }> =>
  withSession(async ({ params }) => {
    const raw = params?.[param]
    const match = typeof raw === 'string' ? new RegExp(`^${prefix}(\\d{1,12})$`).exec(raw) : null
    return match ? { props: { id: match[1]! } } : notFound
  })
