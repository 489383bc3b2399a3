import { openToAll, PAYLOAD_API_REFUSED, payloadApiRefusal, russianRefusal } from './payloadApiAccess'

describe("Payload's /api: what is open to visitors and residents", () => {
  it.each([
    ['GET', '/api/media/file/beach.webp'],
    ['HEAD', '/api/media/file/beach-640x400.webp'],
    ['GET', '/api/users/me'],
    ['GET', '/api/users/me/'],
    ['GET', '/api/customers/me'],
    ['POST', '/api/users/login'],
    ['POST', '/api/users/logout'],
    ['POST', '/api/users/refresh-token'],
    ['POST', '/api/users/forgot-password'],
    ['POST', '/api/users/reset-password'],
    ['POST', '/api/users/first-register'],
  ])('%s %s is open', (method, path) => {
    expect(openToAll(method, path)).toBe(true)
  })

  it.each([
    ['GET', '/api/access'],
    ['GET', '/api/booking-sessions'],
    ['GET', '/api/booking-sessions/1'],
    ['GET', '/api/bookings'],
    ['GET', '/api/media'],
    ['GET', '/api/media/1'],
    ['GET', '/api/media/file'],
    ['GET', '/api/media/file/a/b.jpg'],
    ['GET', '/api/statement-scans/file/0b9c.jpg'],
    ['GET', '/api/appeal-photos/file/0b9c.jpg'],
    ['GET', '/api/users'],
    ['GET', '/api/users/1'],
    ['GET', '/api/users/init'],
    ['GET', '/api/customers'],
    ['GET', '/api/magazines/me'],
    ['GET', '/api/graphql'],
    ['POST', '/api/graphql'],
    ['GET', '/api/globals/settings'],
    ['GET', '/api/payload-preferences/nav'],
    ['GET', '/api/payload-jobs/run'],
    ['GET', '/api//access'],
    ['GET', '/api'],
    ['POST', '/api/media/file/x.jpg'],
    ['DELETE', '/api/users/login'],
    ['GET', '/api/users/login'],
    ['POST', '/api/users/unlock'],
    ['POST', '/api/users/1/api-key/reveal'],
    ['POST', '/api/customers/login'],
    ['POST', '/api/redirects'],
    ['PATCH', '/api/booking-sessions/1'],
    ['PUT', '/api/users/me'],
  ])('%s %s needs a signed-in editor', (method, path) => {
    expect(openToAll(method, path)).toBe(false)
  })

  it('refuses in Russian with 403, never cached', async () => {
    const answer = payloadApiRefusal()
    expect(answer.status).toBe(403)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ errors: [{ message: PAYLOAD_API_REFUSED }] })
  })
})

describe('russianRefusal: the open sign-in calls never answer in English', () => {
  it.each([
    [400, 'No User', 'Вход в админку не выполнен'],
    [400, 'Missing email.', 'Укажите email'],
    [400, 'Missing required data.', 'Заполните все поля'],
    [403, 'Token is either invalid or has expired.', 'Ссылка для смены пароля недействительна или устарела'],
    [403, 'You are not allowed to perform this action.', 'Действие недоступно'],
    [400, 'The following field is invalid: email', 'Запрос не выполнен: проверьте введённые данные'],
    [500, 'Something went wrong.', 'Запрос не выполнен. Повторите попытку позже'],
  ])('%i «%s» becomes «%s»', (status, english, russian) => {
    expect(russianRefusal(status, { errors: [{ message: english }] })).toEqual({ errors: [{ message: russian }] })
  })

  it('keeps Russian messages and translates only the English ones among several', () => {
    expect(
      russianRefusal(400, { errors: [{ message: 'Укажите email' }, { message: 'Missing required data.' }] }),
    ).toEqual({ errors: [{ message: 'Укажите email' }, { message: 'Заполните все поля' }] })
  })

  it.each([
    ['a success', 200, { errors: [{ message: 'No User' }] }],
    ['an answer already in Russian', 401, { errors: [{ message: 'Указанный email или пароль неверен.' }] }],
    ['a body without errors', 400, { message: 'x' }],
    ['no body', 400, null],
    ['an empty list', 400, { errors: [] }],
  ])('leaves %s alone', (_case, status, body) => {
    expect(russianRefusal(status, body)).toBeNull()
  })

  it('gives a message to an error that has none', () => {
    expect(russianRefusal(404, { errors: [{}] })).toEqual({ errors: [{ message: 'Адрес не найден' }] })
  })
})
