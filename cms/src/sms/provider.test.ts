import { createSmsProvider, OUTBOX_IN_PRODUCTION } from './provider'

describe('createSmsProvider', () => {
  it('uses the outbox outside production', () => {
    expect(createSmsProvider({ provider: 'outbox', outboxFile: 'var/x.jsonl' }, { production: false }).name).toBe(
      'outbox',
    )
  })

  it('refuses the outbox in production, telling the operator what to set', () => {
    expect(() => createSmsProvider({ provider: 'outbox', outboxFile: 'var/x.jsonl' }, { production: true })).toThrow(
      OUTBOX_IN_PRODUCTION,
    )
    expect(OUTBOX_IN_PRODUCTION).toMatch(/SMS_PROVIDER=http/)
  })

  it('uses the HTTP gateway when configured, in production too', () => {
    const config = { provider: 'http', url: 'https://sms.example/send', token: 't' } as const
    expect(createSmsProvider(config, { production: true }).name).toBe('http')
  })
})
