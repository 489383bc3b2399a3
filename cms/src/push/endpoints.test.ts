import { isAllowedEndpoint, parseSubscription } from './endpoints'

// The CMS POSTs only to browsers' push services (SSRF).
describe('push endpoints', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('allows %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, [])).toBe(true)
  })

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:444/fcm/send/abc',
    'https://user:pw@fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://push.apple.com/x',
    'https://evil.example/x',
    'http://127.0.0.1:3001/v1/user',
    'https://169.254.169.254/latest',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, [])).toBe(false)
  })

  it('allows the configured extra origins exactly', () => {
    expect(isAllowedEndpoint('http://127.0.0.1:3198/push/1', ['http://127.0.0.1:3198'])).toBe(true)
    expect(isAllowedEndpoint('http://127.0.0.1:3199/push/1', ['http://127.0.0.1:3198'])).toBe(false)
  })

  it('reads a serialised PushSubscription and refuses malformed keys', () => {
    const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url')
    const auth = Buffer.alloc(16, 3).toString('base64url')
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc'
    expect(parseSubscription(JSON.stringify({ endpoint, keys: { p256dh, auth } }), [])).toEqual({
      endpoint,
      p256dh,
      auth,
    })
    expect(parseSubscription(JSON.stringify({ endpoint, keys: { p256dh: auth, auth } }), [])).toBeNull()
    expect(parseSubscription(JSON.stringify({ endpoint, keys: { p256dh, auth: p256dh } }), [])).toBeNull()
    expect(parseSubscription(JSON.stringify([endpoint]), [])).toBeNull()
    expect(parseSubscription('{', [])).toBeNull()
  })
})
