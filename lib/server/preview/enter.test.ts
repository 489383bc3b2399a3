import { expiresIn, signPreviewToken, verifyPreviewToken } from '@anapa/shared/preview/token'

import { draftToken, enterPreview, exitTarget } from './enter'

const SECRET = 'p'.repeat(64)
const link = (target: { collection: string; key: string; type?: string }, secret = SECRET) =>
  signPreviewToken(secret, { aud: 'enter', sub: 5, exp: expiresIn(600), target })

describe('entering the draft preview', () => {
  it('opens the page the site gives the document, with a read token for the same editor', () => {
    const entry = enterPreview(SECRET, link({ collection: 'beaches', key: '12' }))
    expect(entry).toMatchObject({ ok: true, path: '/plyazhi/12' })
    const read = entry.ok ? verifyPreviewToken(SECRET, entry.previewData.token, 'read') : null
    expect(read).toMatchObject({ aud: 'read', sub: 5 })
    expect(enterPreview(SECRET, link({ collection: 'magazines', key: 'shtorm', type: 'stati' }))).toMatchObject({
      path: '/zhurnal-kurorta/stati/shtorm',
    })
  })

  it('refuses a foreign signature, a read token and nothing at all; a page-less document is 404', () => {
    expect(enterPreview(SECRET, link({ collection: 'beaches', key: '1' }, 'q'.repeat(64)))).toMatchObject({
      status: 401,
    })
    const read = signPreviewToken(SECRET, { aud: 'read', sub: 5, exp: expiresIn(600) })
    expect(enterPreview(SECRET, read)).toMatchObject({ status: 401 })
    expect(enterPreview(SECRET, undefined)).toMatchObject({ status: 401 })
    expect(enterPreview(SECRET, link({ collection: 'cameras', key: '1' }))).toMatchObject({ status: 404 })
  })

  it('reads the token only in preview mode', () => {
    expect(draftToken({ preview: true, previewData: { token: 't' } })).toBe('t')
    expect(draftToken({ preview: false, previewData: { token: 't' } })).toBeNull()
    expect(draftToken({ preview: true, previewData: {} })).toBeNull()
    expect(draftToken({})).toBeNull()
  })

  it('leaves the preview for a path on this site only', () => {
    expect(exitTarget('/plyazhi/12')).toBe('/plyazhi/12')
    for (const raw of ['//evil.example/', 'https://evil.example', '/\\evil', undefined, ['/a']]) {
      expect(exitTarget(raw)).toBe('/')
    }
  })
})
