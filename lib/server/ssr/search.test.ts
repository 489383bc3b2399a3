import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import type { GetServerSidePropsContext } from 'next'

import { serveFakeCityApi } from '@/lib/test/fakeCityApi'
import { getSearchPageProps } from './search'

/** The city REST API faked, so the page's data function runs the real gateway in-process. */
const cms = serveFakeCityApi({ '*': { status: 200, body: { data: [], meta: { count: 0 } } } })

function pageContext(search: string) {
  const res = new ServerResponse(new IncomingMessage(new Socket()))
  return { context: { query: { search }, res } as unknown as GetServerSidePropsContext, res }
}

describe('/poisk with control characters in the link', () => {
  it('drops NUL and bidi controls from ?search= and still searches, instead of a 503', async () => {
    const { context, res } = pageContext('пляж\u0000\u202e')
    const result = await getSearchPageProps(context)
    expect(result).toMatchObject({ props: { text: 'пляж', failed: false } })
    expect(res.statusCode).not.toBe(503)
    expect(cms.calls.at(-1)!.query.get('query')).toBe('пляж')
  })
})
