import { gatewayAs, residentSignUp } from '@/lib/test/gatewayResidents'

/**
 * Idempotency-Key on residents' writes, against the real CMS (cms/src/contract/idempotency.ts): a
 * repeat gets the first answer and writes nothing, the same key with another body is refused, keys
 * are each session's own, and the gateway passes the browser's key on. Every answer is checked
 * against docs/api/openapi.yaml (lib/test/contract/setupIntegration.ts).
 */
const CLIENT = '198.51.100.91'
const newResident = residentSignUp({ clientIp: CLIENT, phonePrefix: '7921' })
const gql = gatewayAs(CLIENT)
const api = () => process.env.API_BASE_URL!

const KEY_REUSED = 'Этот ключ уже использован для другого запроса'
const INVALID_KEY = 'Заголовок Idempotency-Key должен содержать от 1 до 255 печатных символов'
const DUPLICATE_PLATE = 'Автомобиль с таким номером уже добавлен'

type Answer = { status: number; body: { data: Record<string, unknown> & { message?: string } }; replayed: boolean }

async function addCar(token: string, plate: string, key?: string): Promise<Answer> {
  const response = await fetch(`${api()}/v1/car/add`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': CLIENT,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify({ state_registration_plate: plate, name: 'Лада Веста' }),
  })
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    replayed: response.headers.get('idempotent-replayed') === 'true',
  }
}

async function carCount(token: string): Promise<number> {
  const response = await fetch(`${api()}/v1/car/list`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': CLIENT },
  })
  return ((await response.json()) as { data: unknown[] }).data.length
}

const key = () => crypto.randomUUID()

describe('Idempotency-Key on a resident write (POST /v1/car/add)', () => {
  it('a repeat gets the first answer and adds nothing', async () => {
    const { token } = await newResident()
    const k = key()
    const first = await addCar(token, 'А123ВС93', k)
    expect(first.status).toBe(200)
    expect(first.replayed).toBe(false)
    const again = await addCar(token, 'А123ВС93', k)
    expect(again).toEqual({ ...first, replayed: true })
    expect(await carCount(token)).toBe(1)
  })

  it('the same key with another body is refused, and nothing is written', async () => {
    const { token } = await newResident()
    const k = key()
    expect((await addCar(token, 'В456ОР93', k)).status).toBe(200)
    const other = await addCar(token, 'Е789КХ93', k)
    expect(other.status).toBe(422)
    expect(other.body.data.message).toBe(KEY_REUSED)
    expect(await carCount(token)).toBe(1)
  })

  it('a refusal is an answer too: its repeat is the same refusal', async () => {
    const { token } = await newResident()
    expect((await addCar(token, 'К111КК93')).status).toBe(200)
    const k = key()
    const refused = await addCar(token, 'К111КК93', k)
    expect(refused.status).toBe(422)
    expect(JSON.stringify(refused.body)).toContain(DUPLICATE_PLATE)
    expect(await addCar(token, 'К111КК93', k)).toEqual({ ...refused, replayed: true })
  })

  it('keys are each resident’s own: another resident’s same key and body is their own write', async () => {
    const [a, b] = [await newResident(), await newResident()]
    const k = key()
    expect((await addCar(a.token, 'М222ММ93', k)).status).toBe(200)
    const theirs = await addCar(b.token, 'М222ММ93', k)
    expect(theirs.status).toBe(200)
    expect(theirs.replayed).toBe(false)
    expect(await carCount(a.token)).toBe(1)
    expect(await carCount(b.token)).toBe(1)
  })

  it('two sends at the same moment write once', async () => {
    const { token } = await newResident()
    const k = key()
    const answers = await Promise.all([addCar(token, 'Н333НН93', k), addCar(token, 'Н333НН93', k)])
    const statuses = answers.map((a) => a.status).sort()
    // Either the second waited for nothing (409: still running) or found the first one's answer.
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses)
    expect(await carCount(token)).toBe(1)
  })

  it('a malformed key is a 400 in Russian, and nothing is written', async () => {
    const { token } = await newResident()
    // 256 characters: one more than a key may have.
    const answer = await addCar(token, 'О444ОО93', 'x'.repeat(256))
    expect(answer.status).toBe(400)
    expect(answer.body.data.message).toBe(INVALID_KEY)
    expect(await carCount(token)).toBe(0)
  })

  it('without a key nothing changes: the same plate twice is the duplicate error', async () => {
    const { token } = await newResident()
    expect((await addCar(token, 'Р555РР93')).status).toBe(200)
    const twice = await addCar(token, 'Р555РР93')
    expect(twice.status).toBe(422)
    expect(twice.replayed).toBe(false)
  })
})

describe('Idempotency-Key and account deletion', () => {
  it('deleting the account with a key succeeds, and takes the kept answers with it', async () => {
    const { token } = await newResident()
    expect((await addCar(token, 'Т777ТТ93', key())).status).toBe(200)
    const k = key()
    const remove = () =>
      fetch(`${api()}/v1/user`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': CLIENT, 'idempotency-key': k },
      })
    const deleted = await remove()
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ data: { success: true } })
    // Nothing of the resident is kept to replay: a repeat is a caller without a session.
    const again = await remove()
    expect(again.status).toBe(401)
    expect(again.headers.get('idempotent-replayed')).toBeNull()
  })
})

describe('the gateway passes the browser’s Idempotency-Key on', () => {
  const ADD = /* GraphQL */ `
    mutation ($plate: String!, $name: String!) {
      addCar(plate: $plate, name: $name) {
        plate
        name
      }
    }
  `

  it('a mutation sent twice with one key adds one car (without the key the second is the duplicate error)', async () => {
    const { token } = await newResident()
    const k = key()
    const variables = { plate: 'С666СС93', name: 'Нива' }
    const first = await gql(token, ADD, variables, { idempotencyKey: k })
    const again = await gql(token, ADD, variables, { idempotencyKey: k })
    expect(first.errors).toBeUndefined()
    expect(first.data).toEqual({ addCar: { plate: 'С666СС93', name: 'Нива' } })
    expect(again).toEqual(first)
    expect(await carCount(token)).toBe(1)
  })
})
