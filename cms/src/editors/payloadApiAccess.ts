/**
 * Payload's own REST API (/api/...) is the editors' admin talking to its server. Residents and
 * visitors never need it: the site reads the city contract (/v1, /v2) and the pictures under
 * /api/media/file. Left to the collections' access rules alone, /api answered anyone with the
 * permission map (/api/access), every booking session with its joins (/api/booking-sessions),
 * and English framework errors. So only a signed-in editor passes, apart from the few addresses
 * listed below, and everyone else gets one Russian refusal.
 */
export const PAYLOAD_API_REFUSED = 'Доступ закрыт. Этот адрес только для редакторов, вошедших в админку.'

type Rule = { methods: readonly string[]; path: RegExp }

/** What anyone may reach without being a signed-in editor. */
const OPEN_TO_ALL: readonly Rule[] = [
  // Public pictures of the catalogue and the journal; the site streams them (pages/api/media).
  { methods: ['GET', 'HEAD'], path: /^\/api\/media\/file\/[^/]+$/ },
  // Who is signed in: the admin asks on its sign-in page. For anyone but an editor the answer is
  // "nobody" (residents are never signed in here, residents/authStrategy.ts).
  { methods: ['GET', 'HEAD'], path: /^\/api\/(users|customers)\/me$/ },
  // The editors' sign-in, sign-out, password reset and very first account (the admin's own forms).
  {
    methods: ['POST'],
    path: /^\/api\/users\/(login|logout|refresh-token|forgot-password|reset-password|first-register)$/,
  },
]

/** Whether a request that is not an editor's may reach this address of Payload's API. */
export function openToAll(method: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return OPEN_TO_ALL.some((rule) => rule.methods.includes(method.toUpperCase()) && rule.path.test(path))
}

export function payloadApiRefusal(): Response {
  return Response.json(
    { errors: [{ message: PAYLOAD_API_REFUSED }] },
    { status: 403, headers: { 'cache-control': 'no-store' } },
  )
}

/**
 * Payload's own words on the open sign-in calls that are not translated (its APIError texts), and
 * what each means to the person at the form. Anything else in English gets its status's message.
 */
const KNOWN_ENGLISH: Readonly<Record<string, string>> = {
  'No User': 'Вход в админку не выполнен',
  'Missing email.': 'Укажите email',
  'Missing required data.': 'Заполните все поля',
  'Token is either invalid or has expired.': 'Ссылка для смены пароля недействительна или устарела',
}
const BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Запрос не выполнен: проверьте введённые данные',
  401: 'Войдите в админку',
  403: 'Действие недоступно',
  404: 'Адрес не найден',
  429: 'Слишком много запросов. Повторите попытку позже',
}
const OTHERWISE = 'Запрос не выполнен. Повторите попытку позже'
const CYRILLIC = /[А-Яа-яЁё]/

/**
 * The open calls' refusal (status 400 and up) in Russian, or null when it already is or names no
 * message: the same `{errors: [{message}]}` shape the admin reads, with one message per error.
 */
export function russianRefusal(status: number, body: unknown): { errors: { message: string }[] } | null {
  if (status < 400) return null
  const errors = (body as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors) || errors.length === 0) return null
  const messages = errors.map((error) => (error as { message?: unknown } | null)?.message)
  if (messages.every((message) => typeof message === 'string' && CYRILLIC.test(message))) return null
  return {
    errors: messages.map((message) => ({
      message:
        typeof message === 'string' && CYRILLIC.test(message)
          ? message
          : ((typeof message === 'string' ? KNOWN_ENGLISH[message] : undefined) ?? BY_STATUS[status] ?? OTHERWISE),
    })),
  }
}
