import { Kind, parse, visit, type ASTNode, type GraphQLFormattedError } from 'graphql'

/**
 * Russian words for the errors graphql-js and Apollo Server write in English: every
 * message a client can provoke with a malformed request reaches it in the site's language.
 * Known messages get a precise translation; anything else falls back to a generic Russian message
 * for its code, so no English framework text leaks even when a library adds a new message.
 */

export const PERSISTED_QUERIES_MESSAGE = 'Сохранённые запросы не поддерживаются'
export const INVALID_JSON_MESSAGE = 'Тело запроса не является корректным JSON'
export const BODY_TOO_LARGE_MESSAGE = 'Тело запроса слишком большое'

/** Messages for arguments whose wrong value the resolvers already describe in these words. */
const ARGUMENT_MESSAGES: Record<string, string> = {
  page: 'Некорректный номер страницы',
  pageSize: 'Некорректный размер страницы',
}

const argumentMessage = (name: string | null) =>
  name === null
    ? 'Некорректное значение в запросе'
    : (ARGUMENT_MESSAGES[name] ?? `Некорректное значение аргумента «${name}»`)

type Translation = [RegExp, (match: RegExpMatchArray) => string]

/** graphql-js 16 and Apollo Server 5 messages, the ones a client meets (kept in errorMessages.test.ts). */
const TRANSLATIONS: Translation[] = [
  [/^Syntax Error: (.*)$/s, () => 'Синтаксическая ошибка в запросе'],
  [/^Cannot query field "([^"]+)" on type "([^"]+)"/, (m) => `Поле «${m[1]}» не существует в типе «${m[2]}»`],
  [/^Unknown argument "([^"]+)" on field "([^"]+)"/, (m) => `Неизвестный аргумент «${m[1]}» поля «${m[2]}»`],
  [
    /^Field "([^"]+)" argument "([^"]+)" of type "[^"]+" is required, but it was not provided/,
    (m) => `Не указан обязательный аргумент «${m[2]}» поля «${m[1]}»`,
  ],
  [/^Field "([^"]+)" must not have a selection since type/, (m) => `У поля «${m[1]}» не может быть вложенных полей`],
  [
    /^Field "([^"]+)" of type "[^"]+" must have a selection of subfields/,
    (m) => `Укажите вложенные поля для «${m[1]}»`,
  ],
  [/^Variable "\$([^"]+)" of required type "[^"]+" was not provided/, (m) => `Не указана переменная «$${m[1]}»`],
  [
    /^Variable "\$([^"]+)" of non-null type "[^"]+" must not be null/,
    (m) => `Переменная «$${m[1]}» не может быть пустой`,
  ],
  [/^Variable "\$([^"]+)" is not defined/, (m) => `Переменная «$${m[1]}» не объявлена`],
  [/^Variable "\$([^"]+)" is never used/, (m) => `Переменная «$${m[1]}» не используется`],
  [/^Variable "\$([^"]+)" cannot be non-input type/, (m) => `Переменная «$${m[1]}» объявлена с неподходящим типом`],
  [/^Variable "\$([^"]+)" of type "[^"]+" used in position expecting/, (m) => `Тип переменной «$${m[1]}» не подходит`],
  [/^There can be only one variable named/, () => 'Переменная объявлена дважды'],
  [/^Unknown type "([^"]+)"/, (m) => `Неизвестный тип «${m[1]}»`],
  [/^Unknown fragment "([^"]+)"/, (m) => `Неизвестный фрагмент «${m[1]}»`],
  [/^Fragment "([^"]+)" is never used/, (m) => `Фрагмент «${m[1]}» не используется`],
  [/^Cannot spread fragment "([^"]+)" within itself/, (m) => `Фрагмент «${m[1]}» ссылается сам на себя`],
  [/^Unknown directive "([^"]+)"/, (m) => `Неизвестная директива «${m[1]}»`],
  [/^Fields "([^"]+)" conflict because/, (m) => `Поля «${m[1]}» противоречат друг другу`],
  [/^There can be only one (fragment|operation) named/, () => 'Имя операции или фрагмента повторяется'],
  [
    /^This anonymous operation must be the only defined operation/,
    () => 'Безымянная операция должна быть единственной',
  ],
  [/^Unknown operation named "([^"]+)"/, (m) => `Операция «${m[1]}» не найдена`],
  [
    /^Must provide operation name if query contains multiple operations/,
    () => 'Укажите имя операции: их в запросе несколько',
  ],
  [/^Must provide an operation/, () => 'В запросе нет операции'],
  [/^Schema is not configured to execute (\w+) operation/, () => 'Такие операции не поддерживаются'],
  [/^GraphQL introspection is not allowed/, () => 'Интроспекция схемы отключена'],
  [/^PersistedQuery/, () => PERSISTED_QUERIES_MESSAGE],
  [/^Unsupported persisted query version/, () => PERSISTED_QUERIES_MESSAGE],
  [
    /^This operation has been blocked as a potential Cross-Site Request Forgery/,
    () => 'Запрос отклонён как возможная межсайтовая подделка: отправьте его с Content-Type: application/json',
  ],
  [
    /^POST body missing, invalid Content-Type, or JSON object has no keys/,
    () => 'Отправьте запрос как JSON-объект с Content-Type: application/json',
  ],
  [/^GraphQL operations must contain a non-empty `query`/, () => 'В запросе нет текста операции (поле query)'],
  [/^GraphQL queries must be strings/, () => 'Поле query должно быть строкой'],
  [/`variables` in a POST body/, () => 'Поле variables должно быть объектом'],
  [/`extensions` in a POST body/, () => 'Поле extensions должно быть объектом'],
  [/`operationName` in a POST body/, () => 'Поле operationName должно быть строкой'],
  [/search parameter/, () => 'Некорректные параметры запроса в адресе'],
  [/^GET requests only support query operations/, () => 'Изменять данные можно только запросом POST'],
  [/^GET requests may not have a content-type/, () => 'Запрос GET не может иметь тело с таким Content-Type'],
  [/^Apollo Server supports only GET\/POST requests/, () => 'Поддерживаются только запросы GET и POST'],
  [/^An 'accept' header was provided/, () => 'Заголовок Accept не допускает ответ в формате JSON'],
  [/^Operation batching disabled/, () => 'Пакетные запросы не поддерживаются'],
  [/incremental delivery/, () => 'Потоковая доставка ответа не поддерживается'],
]

/** Per code, when no translation above matched. */
const FALLBACK_BY_CODE: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: 'Синтаксическая ошибка в запросе',
  GRAPHQL_VALIDATION_FAILED: 'Запрос не соответствует схеме',
  BAD_USER_INPUT: 'Некорректное значение в запросе',
  BAD_REQUEST: 'Некорректный запрос',
  OPERATION_RESOLUTION_FAILURE: 'Операция не найдена',
  PERSISTED_QUERY_NOT_SUPPORTED: PERSISTED_QUERIES_MESSAGE,
  PERSISTED_QUERY_NOT_FOUND: PERSISTED_QUERIES_MESSAGE,
}
const GENERIC_MESSAGE = 'Некорректный запрос'

const isRussian = (message: string) => /[А-Яа-яЁё]/.test(message)

/** Value coercion failures: the value does not fit the argument's type (an 11-digit Int, a bad enum). */
const LITERAL_COERCION =
  /^(Int|Float|String|Boolean|ID) cannot represent|^Expected value of type "[^"]+", found|^Enum "[^"]+" cannot represent|^Value "[^"]*" does not exist in "[^"]+" enum|^Field "[^"]+" of required type "[^"]+" was not provided|^Field "[^"]+" is not defined by type/
const VARIABLE_COERCION = /^Variable "\$([^"]+)" got invalid value/

type Located = { loc?: { start: number; source?: { body: string } } }

/**
 * The argument the failing value belongs to: graphql-js names only the value or the variable,
 * and the AST has no parent links, so the operation is parsed again (errors only, a few KB at most).
 */
function argumentOf(node: ASTNode | undefined, variable: string | null): string | null {
  const loc = (node as Located | undefined)?.loc
  if (!loc?.source) return null
  let found: string | null = null
  try {
    visit(parse(loc.source.body), {
      Argument(argument) {
        if (found) return
        const value = argument.value
        if (variable !== null) {
          if (value.kind === Kind.VARIABLE && value.name.value === variable) found = argument.name.value
        } else if (value.loc && value.loc.start <= loc.start && loc.start < value.loc.end) {
          found = argument.name.value
        }
      },
    })
  } catch {
    return null
  }
  return found
}

type ErrorWithNodes = { nodes?: readonly ASTNode[]; originalError?: unknown }

/** The formatted error with its message in Russian; errors already in Russian pass unchanged. */
export function toRussian(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const message = formatted.message
  if (isRussian(message)) return formatted
  const code = String(formatted.extensions?.code ?? '')
  const nodes = (error as ErrorWithNodes | null)?.nodes
  const variable = VARIABLE_COERCION.exec(message)
  if (variable || LITERAL_COERCION.test(message)) {
    // The value is the caller's to fix, whether it came as a literal or as a variable.
    const name = argumentOf(nodes?.[0], variable ? variable[1]! : null) ?? (variable ? variable[1]! : null)
    return {
      ...formatted,
      message: argumentMessage(name),
      extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' },
    }
  }
  for (const [pattern, translate] of TRANSLATIONS) {
    const match = message.match(pattern)
    if (match) return { ...formatted, message: translate(match) }
  }
  return { ...formatted, message: FALLBACK_BY_CODE[code] ?? GENERIC_MESSAGE }
}
