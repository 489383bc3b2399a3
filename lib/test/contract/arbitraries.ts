import fc from 'fast-check'

import type { JsonSchema, OpenApiContract } from './openapi'

/**
 * fast-check arbitraries derived from docs/api/openapi.yaml's schemas: values the document calls
 * valid, and values that break it in the ways clients and attackers do (wrong types, control and
 * bidi characters, overlong and out-of-range numbers).
 */

const MAX_ARRAY = 4
const MAX_STRING = 40

/** A value the schema accepts (as far as the schema can say: server rules like "exists" are not in it). */
export function validValue(doc: OpenApiContract, schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(null)
  if (typeof schema.$ref === 'string') return validValue(doc, doc.resolve<JsonSchema>(schema as never, '').value, depth)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key] as JsonSchema[] | undefined
    if (options) return fc.oneof(...options.map((option) => validValue(doc, option, depth + 1)))
  }
  if (Array.isArray(schema.allOf)) {
    return fc
      .tuple(...(schema.allOf as JsonSchema[]).map((part) => validValue(doc, part, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.map((p) => (typeof p === 'object' && p ? p : {}))))
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [(schema.type as string) ?? 'object']
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue(doc, { ...schema, type }, depth)))
  switch (types[0]) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -1_000_000,
        max: (schema.maximum as number | undefined) ?? 1_000_000,
      })
    case 'number':
      return fc.double({
        min: (schema.minimum as number | undefined) ?? -1e6,
        max: (schema.maximum as number | undefined) ?? 1e6,
        noNaN: true,
      })
    case 'string':
      return validString(schema)
    case 'array':
      return fc.array(validValue(doc, schema.items as JsonSchema | undefined, depth + 1), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? MAX_ARRAY, MAX_ARRAY),
      })
    default: {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
      const required = (schema.required ?? []) as string[]
      if (depth > 6) return fc.constant({})
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, validValue(doc, p, depth + 1)])),
        { requiredKeys: required.filter((name) => name in properties) },
      )
    }
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0
  const maxLength = Math.max(minLength, Math.min((schema.maxLength as number | undefined) ?? MAX_STRING, 200))
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter(fits)
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits)
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString())
    case 'uuid':
      return fc.uuid()
    case 'uri':
      return fc.webUrl()
    default:
      return fc.string({ minLength, maxLength })
  }
}

/** Strings people and scripts put where a value goes: the edges of parsers and of the database. */
const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '99999999999',
  '00000000001',
  '１２３',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '..',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'a\u0000b',
  'abc\u202edef',
  '\u2066x\u2069',
  '\ufeff',
  'Ёжик',
  '😀',
  'a'.repeat(300),
  '7'.repeat(40),
]

// URLs cannot carry half a surrogate pair (encodeURIComponent throws); JSON bodies get them via NASTY_STRINGS.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...NASTY_STRINGS),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 12 }).map((s) => s.replace(LONE_SURROGATE, '\ufffd')),
    fc.integer().map(String),
    fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }).map(String),
  )

/** Any JSON value, including the wrong type for every field. */
export const anyJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    nastyString(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(nastyString(), { maxLength: 3 }),
    fc.dictionary(nastyString(), nastyString(), { maxKeys: 3 }),
  )

/** A body the schema's fields exist in but hold wrong, hostile or missing values. */
export function brokenObject(doc: OpenApiContract, schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const resolved =
    schema && typeof schema.$ref === 'string' ? doc.resolve<JsonSchema>(schema as never, '').value : schema
  const names = Object.keys((resolved?.properties ?? {}) as Record<string, unknown>)
  const broken = fc.record(Object.fromEntries(names.map((name) => [name, anyJson()])), { requiredKeys: [] })
  return fc.oneof(
    broken,
    fc
      .tuple(validValue(doc, resolved), fc.constantFrom(...(names.length ? names : ['x'])), anyJson())
      .map(([valid, name, value]) => ({ ...(valid as object), [name]: value })),
    anyJson(),
  )
}
