import { readJsonObject } from './body'
import { ContractError } from './http'

const request = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://cms.test/v1/x', { method: 'POST', body, headers })

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ContractError) return error.status
    throw error
  }
  return 200
}

describe('readJsonObject', () => {
  it('reads a JSON object', async () => {
    await expect(readJsonObject(request('{"phone":"79181234567"}'))).resolves.toEqual({ phone: '79181234567' })
  })

  it.each([
    ['no body', null],
    ['not JSON', 'phone=79181234567'],
    ['an array', '["79181234567"]'],
    ['a string', '"79181234567"'],
    ['null', 'null'],
  ])('answers 400 for %s', async (_case, body) => {
    expect(await status(readJsonObject(request(body)))).toBe(400)
  })

  it('answers 413 for a body over the cap, declared or not', async () => {
    const big = JSON.stringify({ phone: 'x'.repeat(20_000) })
    expect(await status(readJsonObject(request(big)))).toBe(413)
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('x'.repeat(4096))) // never ends on its own
      },
    })
    expect(
      await status(
        readJsonObject(new Request('http://cms.test', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)),
      ),
    ).toBe(413)
  })
})
