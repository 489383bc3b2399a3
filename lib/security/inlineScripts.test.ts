/** @jest-environment jsdom */
import { createHash } from 'node:crypto'

import { CONSENT_SCRIPT, CONSENT_SCRIPT_SOURCE } from '@anapa/shared/security/inlineScripts'

test('the CSP hash is the hash of the inline script as the page carries it', () => {
  const digest = createHash('sha256').update(CONSENT_SCRIPT, 'utf8').digest('base64')
  expect(CONSENT_SCRIPT_SOURCE).toBe(`'sha256-${digest}'`)
})

describe('the consent script, run before the body is parsed', () => {
  afterEach(() => {
    window.localStorage.clear()
    delete document.documentElement.dataset.cookieConsent
  })

  const run = () => new Function(CONSENT_SCRIPT)()

  it('marks the page when the banner was accepted before', () => {
    window.localStorage.setItem('cookie-consent', 'accepted')
    run()
    expect(document.documentElement.dataset.cookieConsent).toBe('accepted')
  })

  it('leaves a first visit unmarked', () => {
    run()
    expect(document.documentElement.dataset.cookieConsent).toBeUndefined()
  })

  it('survives storage that throws (blocked cookies)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(run).not.toThrow()
    expect(document.documentElement.dataset.cookieConsent).toBeUndefined()
  })
})
