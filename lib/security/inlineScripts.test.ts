/** @jest-environment jsdom */
import { createHash } from 'node:crypto'

import {
  CONSENT_SCRIPT,
  CONSENT_SCRIPT_SOURCE,
  SCRIPTS_AFTER_PAINT,
  SCRIPTS_AFTER_PAINT_SOURCE,
} from '@anapa/shared/security/inlineScripts'

test.each([
  ['consent', CONSENT_SCRIPT, CONSENT_SCRIPT_SOURCE],
  ['scripts after paint', SCRIPTS_AFTER_PAINT, SCRIPTS_AFTER_PAINT_SOURCE],
])('the CSP hash of the %s script is the hash of its text as the page carries it', (_name, script, source) => {
  const digest = createHash('sha256').update(script, 'utf8').digest('base64')
  expect(source).toBe(`'sha256-${digest}'`)
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

describe('the loader of the page scripts, run from <head> (pages/_document.tsx)', () => {
  const listed = [
    '/_next/static/chunks/webpack-1.js',
    '/_next/static/chunks/framework-2.js',
    '/_next/static/chunks/main-3.js',
  ]

  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    document.head.innerHTML = ''
  })

  const run = () => {
    const loader = document.createElement('script')
    loader.dataset.scripts = JSON.stringify(listed)
    document.head.append(loader)
    // A parser-run inline script sees itself as document.currentScript.
    jest.spyOn(document, 'currentScript', 'get').mockReturnValue(loader)
    new Function(SCRIPTS_AFTER_PAINT)()
  }
  const added = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')]

  it('waits for the whole document to be parsed, however early a frame is drawn', () => {
    // On a slow connection the browser paints the first part of the body while the rest, with
    // Next's page data at its end, is still arriving.
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    run()
    jest.advanceTimersToNextFrame()
    jest.advanceTimersByTime(1000)
    expect(added()).toEqual([])

    document.dispatchEvent(new Event('DOMContentLoaded'))
    jest.advanceTimersToNextFrame()
    jest.advanceTimersByTime(1)
    expect(added().map((script) => script.getAttribute('src'))).toEqual(listed)
  })

  it('adds nothing before the browser has drawn a frame', () => {
    run()
    expect(added()).toEqual([])
  })

  it('adds the listed scripts in order after the next frame, to run in that order', () => {
    run()
    jest.advanceTimersToNextFrame()
    jest.advanceTimersByTime(1)
    expect(added().map((script) => script.getAttribute('src'))).toEqual(listed)
    expect(added().every((script) => script.async === false)).toBe(true)
  })

  it('adds them once, and within a second in a tab that draws no frames', () => {
    run()
    jest.advanceTimersByTime(1000)
    expect(added()).toHaveLength(listed.length)
    jest.advanceTimersToNextFrame()
    jest.advanceTimersByTime(1000)
    expect(added()).toHaveLength(listed.length)
  })
})
