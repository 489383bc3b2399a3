import { scrubPath, scrubText, truncate } from './scrub'

describe('scrubText', () => {
  it.each<[string, string, string]>([
    ['phone, international', 'Не удалось отправить код на +7 (918) 123-45-67', 'Не удалось отправить код на [phone]'],
    ['phone, stored form', 'rate limit key 79181234567 exceeded', 'rate limit key [phone] exceeded'],
    ['phone, as a named field', 'key phone:79181234567', 'key phone:[filtered]'],
    ['phone, trunk prefix 8', 'звонок 8 918 123 45 67 не прошёл', 'звонок [phone] не прошёл'],
    ['phone, dashes', 'tel 8-918-123-45-67.', 'tel [phone].'],
    ['phone, +7 without spaces', 'to=+79181234567;', 'to=[phone];'],
    ['phone, no country code', 'номер 918 123-45-67', 'номер [phone]'],
    ['phone, bracketed code', 'номер (918) 1234567', 'номер [phone]'],
    ['Anapa landline', 'приёмная +7 (86133) 2-34-56', 'приёмная [phone]'],
    ['e-mail', 'SMTP 550 for ivan.petrov@mail.ru: mailbox full', 'SMTP 550 for [email]: mailbox full'],
    ['Cyrillic e-mail', 'адрес иван@почта.рф не принят', 'адрес [email] не принят'],
    ['passport, spaced', 'паспорт 45 10 123456 не найден', 'паспорт [passport] не найден'],
    ['passport, grouped with №', 'серия 0314 № 567890', 'серия [passport]'],
    ['passport, compact', 'doc 4510123456 rejected', 'doc [passport] rejected'],
    ['plate, Cyrillic', 'машина А123ВС93 не найдена', 'машина [plate] не найдена'],
    ['plate, Latin twins, spaced, RUS', 'car a 777 mp 123 RUS', 'car [plate]'],
    ['plate, three-digit region', 'госномер Х001ХХ123, ok', 'госномер [plate], ok'],
    [
      'bearer token',
      'upstream said 401 to Bearer GkU1q_W8d-3xZkP0sVtQe9mYbN2cRhLf7aJdUoI4nE',
      'upstream said 401 to Bearer [filtered]',
    ],
    ['JWT scheme', 'authorization JWT eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.sig', 'authorization JWT [filtered]'],
    ['bare JWT', 'bad token eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl here', 'bad token [token] here'],
    [
      'cookie header',
      'headers: {"cookie":"token=abc; consent=1", "accept":"*/*"}',
      'headers: {"cookie":[filtered], "accept":"*/*"}',
    ],
    ['CSRF header', 'x-csrf-token: 9f1c2e\nnext line', 'x-csrf-token: [filtered]\nnext line'],
    [
      'password pair',
      'login failed {"phone":"79181234567","password":"Qwerty123!"}',
      'login failed {"phone":[filtered],"password":[filtered]}',
    ],
    ['one-time code', 'code=482913 expired', 'code=[filtered] expired'],
    [
      'named passport fields',
      'passport_series=4510&passport_number=123456',
      'passport_series=[filtered]&passport_number=[filtered]',
    ],
    [
      'query values in a URL',
      'GET http://cms:3001/v1/user/cars?plate=A123BC93&page=2 failed',
      'GET http://cms:3001/v1/user/cars?plate=[filtered]&page=[filtered] failed',
    ],
    [
      'resident token, named',
      'session=GkU1q_W8d-3xZkP0sVtQe9mYbN2cRhLf7aJdUoI4nE unknown',
      'session=[filtered] unknown',
    ],
    ['random string alone', 'key GkU1q_W8d-3xZkP0sVtQe9mYbN2cRhLf7aJdUoI4nE unknown', 'key [token] unknown'],
    [
      'hex digest',
      'hash 9b74c9897bac770ffc029102a200c5de1b1fbc3e5e0e4e7dbd2bb0f6e5cbb6a3 mismatch',
      'hash [token] mismatch',
    ],
    ['public IPv4', 'too many requests from 95.173.128.44', 'too many requests from [ip]'],
    ['IPv6', 'client 2a02:6b8:c0e:500:1:2:3:4 blocked', 'client [ip] blocked'],
  ])('removes %s', (_name, input, expected) => {
    expect(scrubText(input)).toBe(expected)
  })

  it.each<[string, string]>([
    ['an internal address and port', 'connect ECONNREFUSED 127.0.0.1:3001'],
    ['a private upstream', 'fetch failed: connect ETIMEDOUT 10.0.0.20:3001'],
    ['an error code', "SqliteError: no such table: rate_limit_hits (code 'SQLITE_ERROR')"],
    ['a stack frame', '    at sendCode (/srv/anapa/cms/.next/server/chunks/1234.js:56:78)'],
    ['a package path', '    at async handler (node_modules/@payloadcms/next/dist/routes/rest/index.js:12:3)'],
    ['a time of day', 'at 13:52:33 the queue stalled'],
    ['a date', 'publish on 2026-11-29 failed'],
    ['a short id', 'Booking #1042: the paid e-mail was not sent (ECONNECTION)'],
    ['a route pattern', '/v1/user/cars/[id]'],
  ])('keeps %s', (_name, input) => {
    expect(scrubText(input)).toBe(input)
  })

  it('scrubs a driver error that quotes its query and parameters', () => {
    const message =
      'Failed query: select "id", "key" from "rate_limit_hits" where "rate_limit_hits"."key" = ? limit ?\n' +
      'params: phone:79181234567,1'
    const scrubbed = scrubText(message)
    expect(scrubbed).not.toMatch(/79181234567|9181234567/)
    expect(scrubbed).toContain('from "rate_limit_hits"')
  })

  it('bounds the work on hostile input and never leaves half a phone at the cut', () => {
    const long = `${'а'.repeat(15_990)} +7 918 123-45-67`
    const scrubbed = scrubText(long)
    expect(scrubbed.length).toBeLessThanOrEqual(16_001)
    expect(scrubbed).not.toMatch(/\d/)
  })
})

describe('truncate', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(truncate('короткий текст', 100)).toBe('короткий текст')
    expect(truncate('ошибка телефона +7 918 123-45-67', 24)).toBe('ошибка телефона…')
    expect(truncate('Bearer GkU1q_W8d-3xZkP0sVtQe9', 20)).toBe('Bearer…')
  })
})

describe('scrubPath', () => {
  it.each<[string, string]>([
    ['/v1/magazines?category=2&page=3', '/v1/magazines?category=[filtered]&page=[filtered]'],
    ['/v1/user/cars/%D0%90123%D0%92%D0%A193', '/v1/user/cars/[plate]'],
    ['/api/customers?where[phone][equals]=79181234567', '/api/customers?where[phone][equals]=[filtered]'],
    ['/poisk?q=%2B79181234567#top', '/poisk?q=[filtered]'],
    ['/zhurnal-kurorta/stati/plyazh-dzhemete', '/zhurnal-kurorta/stati/plyazh-dzhemete'],
    ['/v1/user/%E0%A4', '/v1/user/%E0%A4'],
    ['/api/magazines?where%5Bname%5D%5Bequals%5D=%2B7%20(918)', '/api/magazines?where[name][equals]=[filtered]'],
    ['/poisk?%2B79181234567=1', '/poisk?[phone]=[filtered]'],
  ])('%s → %s', (input, expected) => {
    expect(scrubPath(input)).toBe(expected)
  })
})
