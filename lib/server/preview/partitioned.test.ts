import { partitionPreviewCookies } from './partitioned'

function response(cookies: string[] | string | undefined) {
  let header: unknown = cookies
  return {
    getHeader: () => header as string[],
    setHeader: (_name: string, value: unknown) => {
      header = value
      return undefined as never
    },
    get cookies() {
      return header as string[]
    },
  }
}

describe("the preview cookies in the admin's live preview", () => {
  it("marks Next's secure preview cookies Partitioned, so a framed draft keeps them", () => {
    const res = response([
      '__prerender_bypass=abc; Path=/; HttpOnly; Secure; SameSite=None',
      '__next_preview_data=def; Path=/; HttpOnly; Secure; SameSite=None',
      'token=x; Path=/; HttpOnly; Secure',
    ])
    partitionPreviewCookies(res)
    expect(res.cookies).toEqual([
      '__prerender_bypass=abc; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
      '__next_preview_data=def; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
      'token=x; Path=/; HttpOnly; Secure',
    ])
  })

  it('leaves cookies without Secure alone (next dev), and never doubles the attribute', () => {
    const res = response('__prerender_bypass=abc; Path=/; HttpOnly; SameSite=Lax')
    partitionPreviewCookies(res)
    expect(res.cookies).toEqual(['__prerender_bypass=abc; Path=/; HttpOnly; SameSite=Lax'])
    const again = response(['__prerender_bypass=abc; Secure; Partitioned'])
    partitionPreviewCookies(again)
    expect(again.cookies).toEqual(['__prerender_bypass=abc; Secure; Partitioned'])
  })
})
