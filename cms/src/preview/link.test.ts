import { verifyPreviewToken } from '@anapa/shared/preview/token'
import type { TypedUser } from 'payload'

import { previewLink } from './link'

const editor = { id: 7, collection: 'users', email: 'editor@anapa.local' } as unknown as TypedUser
const resident = { id: 7, collection: 'customers' } as unknown as TypedUser
const article = { id: 3, slug: 'shtorm', type: 'stati' }

const tokenOf = (link: string | null) => new URL(link!).searchParams.get('token')

describe('the admin preview link', () => {
  it("points at the site's /api/preview with a half-hour token naming the editor and the article", () => {
    const now = Date.now()
    const link = previewLink('magazines', article, editor, now)
    expect(link).toMatch(/^http:\/\/[^/]+\/api\/preview\?token=/)
    const claims = verifyPreviewToken(process.env.PREVIEW_SECRET!, tokenOf(link), 'enter', now)
    expect(claims).toEqual({
      aud: 'enter',
      sub: 7,
      exp: Math.floor(now / 1000) + 1800,
      target: { collection: 'magazines', key: 'shtorm', type: 'stati' },
    })
    expect(verifyPreviewToken(process.env.PREVIEW_SECRET!, tokenOf(link), 'enter', now + 1_800_000)).toBeNull()
  })

  it('names catalogue items by the key the site addresses them by', () => {
    const beach = verifyPreviewToken(
      process.env.PREVIEW_SECRET!,
      tokenOf(previewLink('beaches', { id: 12 }, editor)),
      'enter',
    )
    expect(beach?.target).toEqual({ collection: 'beaches', key: '12' })
    const event = verifyPreviewToken(
      process.env.PREVIEW_SECRET!,
      tokenOf(previewLink('events', { id: 4, slug: 'fest' }, editor)),
      'enter',
    )
    expect(event?.target).toEqual({ collection: 'events', key: 'fest' })
  })

  it('is never signed for a resident, a visitor, a page-less collection or a document without its keys', () => {
    expect(previewLink('magazines', article, resident)).toBeNull()
    expect(previewLink('magazines', article, null)).toBeNull()
    expect(previewLink('cameras', { id: 1 }, editor)).toBeNull()
    expect(previewLink('magazines', { id: 3 }, editor)).toBeNull()
  })
})
