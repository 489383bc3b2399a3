import { smtpOptions } from './smtp'

describe('smtpOptions', () => {
  it('reads smtps:// as TLS from the start on 465, with the decoded credentials', () => {
    expect(smtpOptions('smtps://mailer%40anapa.ru:p%40ss%3Aword@smtp.example.ru')).toMatchObject({
      host: 'smtp.example.ru',
      port: 465,
      secure: true,
      requireTLS: false,
      auth: { user: 'mailer@anapa.ru', pass: 'p@ss:word' },
    })
  })

  it('makes smtp:// upgrade with STARTTLS (587), except to a relay on this machine', () => {
    expect(smtpOptions('smtp://smtp.example.ru')).toMatchObject({ port: 587, secure: false, requireTLS: true })
    expect(smtpOptions('smtp://127.0.0.1:2525')).toMatchObject({ host: '127.0.0.1', port: 2525, requireTLS: false })
    expect(smtpOptions('smtp://127.0.0.1:2525')).not.toHaveProperty('auth')
  })

  it('gives up on a silent server within seconds, not minutes', () => {
    const { connectionTimeout, greetingTimeout, socketTimeout } = smtpOptions('smtps://smtp.example.ru')
    expect(Math.max(connectionTimeout, greetingTimeout, socketTimeout)).toBeLessThanOrEqual(30_000)
  })
})
