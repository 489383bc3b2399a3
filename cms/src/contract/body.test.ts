import { JSON_REQUIRED, MULTIPART_REQUIRED, readJsonObject, readMultipart } from './body'
import { ContractError } from './http'

const JSON_TYPE = { 'content-type': 'application/json' }

const request = (body: BodyInit | null, headers: Record<string, string> = JSON_TYPE) =>
  new Request('http://cms.test/v1/x', { method: 'POST', body, headers })

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string } | null> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ContractError) return { status: error.status, message: error.message }
    throw error
  }
  return null
}

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
        readJsonObject(
          new Request('http://cms.test', {
            method: 'POST',
            body: stream,
            headers: JSON_TYPE,
            duplex: 'half',
          } as RequestInit),
        ),
      ),
    ).toBe(413)
  })
})

describe('readJsonObject content type', () => {
  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['text/plain with a charset', { 'content-type': 'text/plain;charset=UTF-8' }],
    ['no content type', {}],
    ['form encoding', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['a JSON look-alike', { 'content-type': 'application/jsonp' }],
    ['JSON in another charset', { 'content-type': 'application/json; charset=latin1' }],
  ])('refuses %s with 415 and the Russian message', async (_case, headers) => {
    expect(await refusal(readJsonObject(request('{"phone":"79181234567"}', headers)))).toEqual({
      status: 415,
      message: JSON_REQUIRED,
    })
  })

  it('checks the content type before reading a huge body', async () => {
    const big = JSON.stringify({ phone: 'x'.repeat(20_000) })
    expect((await refusal(readJsonObject(request(big, { 'content-type': 'text/plain' }))))?.status).toBe(415)
  })

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;Charset="UTF-8"',
    'application/json;charset=utf8',
  ])('accepts %s', async (contentType) => {
    await expect(readJsonObject(request('{"a":"b"}', { 'content-type': contentType }))).resolves.toEqual({ a: 'b' })
  })
})

describe('readJsonObject control characters', () => {
  it.each(['0000', '202A', '202E', '2066', '2069', '0007', '007F'])(
    'refuses U+%s in a text field with a 400 naming the field',
    async (hex) => {
      const character = String.fromCharCode(parseInt(hex, 16))
      const body = JSON.stringify({ phone: '79181234567', name: `Иван${character}` })
      await expect(readJsonObject(request(body))).rejects.toMatchObject({
        status: 400,
        message: 'Поле содержит недопустимые символы',
        extras: { fields: { name: 'Поле содержит недопустимые символы' } },
      })
    },
  )

  it('names the top-level field of a nested string', async () => {
    const body = JSON.stringify({ address: { street: 'Ленина\u202e' } })
    await expect(readJsonObject(request(body))).rejects.toMatchObject({
      extras: { fields: { address: expect.any(String) } },
    })
  })

  it('keeps tabs, line breaks and ordinary Unicode', async () => {
    const body = { text: 'Строка\tс табуляцией\r\nи переводом строки, ёЁ, 😀, عربى' }
    await expect(readJsonObject(request(JSON.stringify(body)))).resolves.toEqual(body)
  })
})

describe('readMultipart (upload calls)', () => {
  it('reads multipart/form-data', async () => {
    const form = new FormData()
    form.set('file', new Blob(['%PDF-1.7']), 'scan.pdf')
    const upload = new Request('http://cms.test/v1/x', { method: 'POST', body: form })
    const read = await readMultipart(upload)
    expect(read.get('file')).toBeInstanceOf(Blob)
  })

  it.each([
    ['JSON', { 'content-type': 'application/json' }],
    ['text/plain', { 'content-type': 'text/plain' }],
    ['no content type', {}],
    ['multipart without a boundary', { 'content-type': 'multipart/form-data' }],
  ])('refuses %s with 415', async (_case, headers) => {
    expect(await refusal(readMultipart(request('x', headers)))).toEqual({ status: 415, message: MULTIPART_REQUIRED })
  })

  it('refuses a body over the cap with 413', async () => {
    const form = new FormData()
    form.set('file', new Blob(['x'.repeat(2048)]), 'scan.pdf')
    const upload = new Request('http://cms.test/v1/x', { method: 'POST', body: form })
    expect((await refusal(readMultipart(upload, 1024)))?.status).toBe(413)
  })
})
