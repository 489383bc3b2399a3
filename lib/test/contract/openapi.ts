import { readFileSync } from 'node:fs'
import path from 'node:path'

import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

/**
 * docs/api/openapi.yaml as a checker of real answers: finds the operation a request matches and
 * checks the answer's status, content type, documented headers and body against it. Schemas are
 * compiled by Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) straight from their place in
 * the document, so every `$ref` resolves exactly as the document says.
 */
export const OPENAPI_FILE = path.resolve(__dirname, '../../../docs/api/openapi.yaml')

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

// The document is YAML of open shape; these types name only the parts the checker reads.
export type JsonSchema = Record<string, unknown>
type Ref = { $ref: string }
export type HeaderObject = { required?: boolean; schema?: JsonSchema } | Ref
export type MediaType = { schema?: JsonSchema; example?: unknown; examples?: Record<string, unknown> }
export type ResponseObject = {
  description?: string
  headers?: Record<string, HeaderObject>
  content?: Record<string, MediaType>
}
export type ParameterObject = {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required?: boolean
  schema?: JsonSchema
}
export type Operation = {
  operationId: string
  'x-status'?: 'implemented' | 'planned'
  security?: Record<string, string[]>[]
  parameters?: (ParameterObject | Ref)[]
  requestBody?: { required?: boolean; content: Record<string, MediaType> } | Ref
  responses: Record<string, ResponseObject | Ref>
}
type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: (ParameterObject | Ref)[] }
export type OpenApiDocument = {
  paths: Record<string, PathItem>
  components: Record<string, Record<string, unknown>> & { responses: Record<string, ResponseObject> }
  'x-unmatched'?: { unknownPath: Ref; methodNotAllowed: Ref; badQuery: Ref; trailingSlash: Ref }
}

export type MatchedOperation = {
  method: HttpMethod
  template: string
  pointer: string
  operation: Operation
  pathParams: Record<string, string>
}

/** One answer as the checker sees it. */
export type Answer = {
  method: string
  url: string
  status: number
  headers: Headers
  body: string
}

const DOC_ID = 'https://anapa.local/openapi.yaml'

/** RFC 6901: `/` and `~` inside a key. */
export const pointerSegment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

const isRef = (value: unknown): value is Ref =>
  typeof value === 'object' && value !== null && typeof (value as Ref).$ref === 'string'

export class OpenApiContract {
  readonly document: OpenApiDocument
  private readonly ajv: Ajv2020
  private readonly validators = new Map<string, ValidateFunction>()
  private readonly templates: { template: string; regex: RegExp; names: string[]; literal: number }[]

  constructor(file = OPENAPI_FILE) {
    this.document = parse(readFileSync(file, 'utf8')) as OpenApiDocument
    this.ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false })
    addFormats(this.ajv)
    // OpenAPI's own annotations: allowed in schemas, never validated.
    this.ajv.addKeyword('example')
    this.ajv.addKeyword('discriminator')
    this.ajv.addKeyword('xml')
    this.ajv.addKeyword('externalDocs')
    this.ajv.addFormat('password', true)
    // The document's root is not a schema: its sections are opaque to Ajv except where a pointer leads.
    for (const key of Object.keys(this.document)) this.ajv.addKeyword(key)
    // The whole document is one schema resource: a pointer to any schema in it compiles with its
    // `#/components/...` references resolved against the document itself.
    this.ajv.addSchema({ ...(this.document as unknown as JsonSchema), $id: DOC_ID }, DOC_ID, undefined, false)
    this.templates = Object.keys(this.document.paths).map((template) => {
      const names: string[] = []
      const source = template
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const name = /^\{([^}]+)\}$/.exec(part)?.[1]
          if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          names.push(name)
          return '([^/]+)'
        })
        .join('')
      return { template, regex: new RegExp(`^${source}$`), names, literal: template.replace(/\{[^}]+\}/g, '').length }
    })
  }

  /** Follows `$ref`s inside the document; returns the value and the pointer it lives at. */
  resolve<T>(value: T | Ref, pointer: string): { value: T; pointer: string } {
    let current: unknown = value
    let at = pointer
    for (let hops = 0; isRef(current); hops++) {
      if (hops > 20 || !current.$ref.startsWith('#/')) throw new Error(`Unresolvable $ref ${current.$ref} at ${at}`)
      at = current.$ref.slice(1)
      current = at
        .split('/')
        .slice(1)
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
          this.document,
        )
      if (current === undefined) throw new Error(`$ref ${at} points at nothing`)
    }
    return { value: current as T, pointer: at }
  }

  /** A validator for the schema at this JSON pointer of the document (compiled once). */
  validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer)
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOC_ID}#${pointer}` })
      this.validators.set(pointer, validate)
    }
    return validate
  }

  errorsOf(validate: ValidateFunction): string {
    return this.ajv.errorsText(validate.errors, { dataVar: 'body' })
  }

  /** Every operation of the document, in document order. */
  operations(): MatchedOperation[] {
    return Object.entries(this.document.paths).flatMap(([template, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((method) => ({
        method,
        template,
        pointer: `/paths/${pointerSegment(template)}/${method}`,
        operation: item[method]!,
        pathParams: {},
      })),
    )
  }

  /** The path template a concrete path matches; literal segments win (`/v1/tours/groups` over `{slug}`). */
  matchPath(pathname: string): { template: string; pathParams: Record<string, string> } | null {
    const candidates = this.templates
      .map((t) => ({ t, match: t.regex.exec(pathname) }))
      .filter((c) => c.match)
      .sort((a, b) => a.t.names.length - b.t.names.length || b.t.literal - a.t.literal)
    const best = candidates[0]
    if (!best) return null
    const pathParams = Object.fromEntries(
      best.t.names.map((name, i) => [name, decodeURIComponent(best.match![i + 1]!)] as const),
    )
    return { template: best.t.template, pathParams }
  }

  /** The responses an answer may be, and where they live (for messages and schema pointers). */
  private expected(
    method: string,
    pathname: string,
  ): { label: string; responses: Operation['responses']; pointer: string; renamed?: Record<string, string> } {
    const unmatched = this.document['x-unmatched']
    const path = this.matchPath(pathname)
    const item = path ? this.document.paths[path.template]! : null
    const lower = method.toLowerCase() as HttpMethod
    // HEAD is GET without a body (Next serves it for every GET handler).
    const operation = item?.[lower] ?? (lower === 'head' ? item?.get : undefined)
    if (path && operation && operation['x-status'] !== 'planned') {
      const opPointer = `/paths/${pointerSegment(path.template)}/${item![lower] ? lower : 'get'}`
      return {
        label: `${operation.operationId} (${method.toUpperCase()} ${path.template})`,
        responses: operation.responses,
        pointer: `${opPointer}/responses`,
      }
    }
    if (!unmatched) throw new Error('openapi.yaml has no x-unmatched responses')
    // A planned call is not served yet: the server knows nothing of its path.
    // A path is served once one of its operations is; until then the server knows nothing of it.
    if (!path || this.allowedMethods(path.template).length === 0) {
      // Methods no route serves (TRACE, CONNECT…) are refused before routing, whatever the path;
      // the query string's character check runs first on every path; `/x/` redirects to `/x`, and
      // so does an empty segment (`/v1/events//sessions`, an empty slug between two segments).
      return {
        label: `unknown path ${pathname}`,
        responses: {
          '404': unmatched.unknownPath,
          '405': unmatched.methodNotAllowed,
          '400': unmatched.badQuery,
          ...(pathname.length > 1 &&
            (pathname.endsWith('/') || pathname.includes('//')) && { '308': unmatched.trailingSlash }),
        },
        pointer: '/x-unmatched',
        renamed: { '404': 'unknownPath', '405': 'methodNotAllowed', '400': 'badQuery', '308': 'trailingSlash' },
      }
    }
    return {
      label: `${method.toUpperCase()} on ${path.template}`,
      responses: { '405': unmatched.methodNotAllowed },
      pointer: '/x-unmatched',
      renamed: { '405': 'methodNotAllowed' },
    }
  }

  /** The methods the document serves on a path: what a 405's `Allow` must list. */
  allowedMethods(template: string): string[] {
    const item = this.document.paths[template]!
    return HTTP_METHODS.filter((m) => item[m] && item[m]!['x-status'] !== 'planned').map((m) => m.toUpperCase())
  }

  /** Every way the answer breaks the document; empty when it conforms. */
  check(answer: Answer): string[] {
    const url = new URL(answer.url)
    const expected = this.expected(answer.method, url.pathname)
    const where = `${answer.method.toUpperCase()} ${url.pathname}${url.search} → ${answer.status}`
    const key =
      String(answer.status) in expected.responses
        ? String(answer.status)
        : `${String(answer.status)[0]}XX` in expected.responses
          ? `${String(answer.status)[0]}XX`
          : 'default' in expected.responses
            ? 'default'
            : null
    if (!key) {
      const documented = Object.keys(expected.responses).join(', ')
      return [
        `${where}: status not documented for ${expected.label} (documented: ${documented}); body ${clip(answer.body)}`,
      ]
    }
    const renamed = expected.renamed
    const { value: response, pointer } = this.resolve<ResponseObject>(
      expected.responses[key]!,
      `${expected.pointer}/${pointerSegment(renamed?.[key] ?? key)}`,
    )
    const problems: string[] = []

    for (const [name, raw] of Object.entries(response.headers ?? {})) {
      const { value: header, pointer: headerPointer } = this.resolve(raw, `${pointer}/headers/${pointerSegment(name)}`)
      const sent = answer.headers.get(name)
      if (sent === null) {
        if (header.required) problems.push(`${where}: header ${name} is required`)
        continue
      }
      if (!header.schema) continue
      const validate = this.validator(`${headerPointer}/schema`)
      const value = header.schema.type === 'integer' && /^-?\d+$/.test(sent) ? Number(sent) : sent
      if (!validate(value)) problems.push(`${where}: header ${name}: ${sent} ${this.errorsOf(validate)}`)
    }
    if (expected.renamed?.['405'] && key === '405') {
      const path = this.matchPath(url.pathname)
      const allow = (answer.headers.get('allow') ?? '').split(',').map((m) => m.trim().toUpperCase())
      const missing = path ? this.allowedMethods(path.template).filter((m) => !allow.includes(m)) : []
      if (missing.length) problems.push(`${where}: Allow "${answer.headers.get('allow')}" lacks ${missing.join(', ')}`)
    }

    const content = response.content ?? {}
    const mediaTypes = Object.keys(content)
    const sentType = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (mediaTypes.length === 0) {
      // A redirect may repeat its Location as the body (Next's redirects do); nothing else may come.
      const echo = answer.status >= 300 && answer.status < 400 && answer.body === answer.headers.get('location')
      if (answer.body !== '' && !echo) problems.push(`${where}: documented without a body, got ${clip(answer.body)}`)
      return problems
    }
    if (answer.method.toUpperCase() === 'HEAD') return problems
    const mediaType = mediaTypes.find((type) => type.toLowerCase() === sentType)
    if (!mediaType) {
      problems.push(
        `${where}: content type "${sentType}" is not one of ${mediaTypes.join(', ')}; body ${clip(answer.body)}`,
      )
      return problems
    }
    const media = content[mediaType]!
    if (!media.schema) return problems
    let body: unknown
    if (mediaType === 'application/json') {
      try {
        body = JSON.parse(answer.body)
      } catch {
        problems.push(`${where}: body is not JSON: ${clip(answer.body)}`)
        return problems
      }
    } else {
      body = answer.body
    }
    const validate = this.validator(`${pointer}/content/${pointerSegment(mediaType)}/schema`)
    if (!validate(body))
      problems.push(`${where}: body breaks the schema: ${this.errorsOf(validate)}; ${clip(answer.body)}`)
    return problems
  }
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text)

let shared: OpenApiContract | null = null
/** One parsed and compiled document per test file. */
export const contract = () => (shared ??= new OpenApiContract())
