import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto'

/**
 * The browser's half of web push, for tests that let the CMS push to a local stand-in push
 * service: a subscription with its own P-256 key pair and auth secret, as PushManager makes them,
 * and the decryption a browser does on receipt (RFC 8291 with RFC 8188 aes128gcm, the encoding the
 * CMS sends, cms/src/push/deliver.ts). The CMS integration suite (cms/src/push/push.int.test.ts) and
 * the e2e journey (e2e/push-delivery.mobile.spec.ts) both decrypt with it.
 */
export type WebPushBrowser = {
  /** The push service's address for this subscription: the stand-in's origin and `path`. */
  endpoint: string
  /** The endpoint's path, which tells the stand-in's requests for this subscription apart. */
  path: string
  /** The subscription's public key and auth secret as PushSubscription.toJSON() gives them (base64url). */
  keys: { p256dh: string; auth: string }
  /** The subscription as the site sends it to the CMS (`token` of createPushToken). */
  token: string
  ecdh: ECDH
  auth: Buffer
}

/** A new subscription on the push service at `origin` (e.g. http://127.0.0.1:3298), its keys fresh. */
export function webPushBrowser(origin: string): WebPushBrowser {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  const path = `/push/${randomUUID()}`
  const endpoint = `${origin}${path}`
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }
  const token = JSON.stringify({ endpoint, expirationTime: null, keys })
  return { endpoint, path, keys, token, ecdh, auth }
}

/**
 * The message a push service delivered, decrypted with the subscription's private key and auth
 * secret: RFC 8291 + RFC 8188 (aes128gcm, one record). Throws when the body was not encrypted for it.
 */
export function decryptPush(b: Pick<WebPushBrowser, 'ecdh' | 'auth'>, body: Buffer): Record<string, unknown> {
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const serverPublic = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const shared = b.ecdh.computeSecret(serverPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), b.ecdh.getPublicKey(), serverPublic])
  const ikm = Buffer.from(hkdfSync('sha256', shared, b.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2)
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as Record<string, unknown>
}
