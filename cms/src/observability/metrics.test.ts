import { counted } from '@/sms'
import { cmsMetrics } from './metrics'

describe('the CMS registry', () => {
  it('is one per process, however often a bundle asks for it', () => {
    expect(cmsMetrics()).toBe(cmsMetrics())
  })

  it('registers every metric of docs/operations.md#metrics, the job queues at 0 before Payload is up', async () => {
    const text = await cmsMetrics().registry.metrics()
    for (const name of [
      'anapa_cms_request_duration_seconds',
      'anapa_push_deliveries_total',
      'anapa_sms_sends_total',
      'anapa_jobs_queued',
      'process_cpu_seconds_total',
    ])
      expect(text).toContain(`# TYPE ${name} `)
    expect(text).toContain('anapa_jobs_queued{queue="default"} 0')
    expect(text).toContain('anapa_jobs_queued{queue="marine"} 0')
  })
})

describe('SMS sends', () => {
  it('are counted by provider and outcome, and a failure still fails', async () => {
    const ok = counted({ name: 'outbox', send: async () => {} })
    const broken = counted({
      name: 'http',
      send: async () => {
        throw new Error('HTTP 502')
      },
    })
    await ok.send({ phone: '79180000000', text: 'код', code: '123456' })
    await expect(broken.send({ phone: '79180000000', text: 'код', code: '123456' })).rejects.toThrow('HTTP 502')

    const text = await cmsMetrics().registry.metrics()
    expect(text).toContain('anapa_sms_sends_total{provider="outbox",outcome="sent"} 1')
    expect(text).toContain('anapa_sms_sends_total{provider="http",outcome="failed"} 1')
    expect(text).not.toContain('79180000000')
  })
})
