import { testAlert } from '@/lib/server/cap/testAlert'
import { fakeCityApi } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import { createGatewayServer } from './server'

const QUERY = `query ($id: String!) { alert(identifier: $id) {
  identifier headline msgType { value label } severity { value label } urgency { label } areaDesc beaches { id title }
} }`

async function alert(routes: Parameters<typeof fakeCityApi>[0], identifier = 'anapa-1') {
  const cms = fakeCityApi(routes)
  const context: GatewayContext = { api: cms.cityApi(), token: null, sameOrigin: true }
  const response = await createGatewayServer().executeOperation(
    { query: QUERY, variables: { id: identifier } },
    { contextValue: context },
  )
  if (response.body.kind !== 'single') throw new Error('expected a single result')
  return { result: response.body.singleResult, paths: cms.urls.map((u) => new URL(u, 'http://cms.test').pathname) }
}

const ban = testAlert('anapa-1', '2026-07-12T06:30:00.000Z', 'Купание запрещено: Центральный пляж')
ban.info.area.beach_ids = [7]

describe('an official alert through the gateway', () => {
  it('carries CAP values with their Russian labels and its beaches by title', async () => {
    const { result } = await alert({
      '/v1/alerts/anapa-1': { status: 200, body: { data: ban } },
      '/v1/beaches/conditions': {
        status: 200,
        body: {
          data: [
            { id: 7, title: 'Центральный пляж', group_id: 1, conditions: {} },
            { id: 8, title: 'Джемете', group_id: 2, conditions: {} },
          ],
          meta: { count: 2, bathing_allowed: 1 },
        },
      },
    })
    expect(result.errors).toBeUndefined()
    expect(result.data?.alert).toEqual({
      identifier: 'anapa-1',
      headline: 'Купание запрещено: Центральный пляж',
      msgType: { value: 'Alert', label: 'Оповещение' },
      severity: { value: 'Severe', label: 'Высокая' },
      urgency: { label: 'Немедленно' },
      areaDesc: 'Джемете',
      beaches: [{ id: '7', title: 'Центральный пляж' }],
    })
  })

  it('is null for an unknown identifier, with no call for beaches', async () => {
    const { result, paths } = await alert(
      { '/v1/alerts/anapa-9': { status: 404, body: { data: { message: 'Оповещение не найдено' } } } },
      'anapa-9',
    )
    expect(result.errors).toBeUndefined()
    expect(result.data?.alert).toBeNull()
    expect(paths).toEqual(['/v1/alerts/anapa-9'])
  })
})
