import { createSmsProvider } from './provider'

describe('createSmsProvider', () => {
  it('uses the outbox when configured', () => {
    expect(createSmsProvider({ provider: 'outbox', outboxFile: 'var/x.jsonl' }).name).toBe('outbox')
  })

  it('uses the HTTP gateway when configured', () => {
    const config = { provider: 'http', url: 'https://sms.example/send', token: 't' } as const
    expect(createSmsProvider(config).name).toBe('http')
  })
})
