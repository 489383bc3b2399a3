import { renderToStaticMarkup } from 'react-dom/server'

import { SearchEngineVerification } from './SearchEngineVerification'

describe('SearchEngineVerification', () => {
  const saved = process.env.YANDEX_VERIFICATION
  afterEach(() => {
    if (saved === undefined) delete process.env.YANDEX_VERIFICATION
    else process.env.YANDEX_VERIFICATION = saved
  })

  it('writes the Яндекс Вебмастер tag with the configured code', () => {
    process.env.YANDEX_VERIFICATION = '0a1b2c3d4e5f6789'
    expect(renderToStaticMarkup(<SearchEngineVerification />)).toBe(
      '<meta name="yandex-verification" content="0a1b2c3d4e5f6789"/>',
    )
  })

  it('writes nothing without one', () => {
    delete process.env.YANDEX_VERIFICATION
    expect(renderToStaticMarkup(<SearchEngineVerification />)).toBe('')
  })
})
