// @ts-check

/**
 * `send()` again, up to twice, when the connection drops before an answer (undici's "fetch failed"):
 * fetch reuses an idle keep-alive connection, and a server that closes it at that moment (its idle
 * timeout, often right after a load run) makes the write fail with EPIPE. undici retries only
 * idempotent requests itself, and the scripts' sign-ins are POSTs; signing in twice only makes one
 * more session. Any answer, an error status included, is returned.
 *
 * @param {() => Promise<Response>} send
 */
export async function retriedOnDroppedConnection(send) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      if (attempt === 3 || !(error instanceof TypeError)) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}
