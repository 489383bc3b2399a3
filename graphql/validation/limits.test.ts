import { buildSchema, parse, validate } from 'graphql'

import { MAX_DEPTH, MAX_FIELDS, operationLimits } from './limits'

const schema = buildSchema(`
  type Node { id: ID!, child: Node, name: String }
  type Query { node: Node }
`)

const errorsOf = (query: string) => validate(schema, parse(query), [operationLimits]).map((e) => e.message)

const nested = (depth: number) => {
  let selection = 'id'
  for (let i = 1; i < depth; i++) selection = `child { ${selection} }`
  return `{ node { ${selection} } }`
}

describe('operationLimits', () => {
  it('lets a page-sized query through', () => {
    expect(errorsOf('{ node { id name child { id name } } }')).toEqual([])
  })

  it(`allows depth ${MAX_DEPTH} and refuses depth ${MAX_DEPTH + 1}`, () => {
    expect(errorsOf(nested(MAX_DEPTH - 1))).toEqual([])
    expect(errorsOf(nested(MAX_DEPTH))).toEqual([`Запрос слишком глубокий (${MAX_DEPTH + 1} > ${MAX_DEPTH})`])
  })

  it('counts depth through fragments and inline fragments', () => {
    const query = `
      query { node { ...A } }
      fragment A on Node { child { ... on Node { child { ...B } } } }
      fragment B on Node { child { child { child { child { child { id } } } } } }
    `
    expect(errorsOf(query)[0]).toMatch(/слишком глубокий/)
  })

  it('refuses alias flooding past the field budget', () => {
    const aliases = Array.from({ length: MAX_FIELDS }, (_, i) => `a${i}: node { id }`).join(' ')
    expect(errorsOf(`{ ${aliases} }`)[0]).toMatch(/слишком большой/)
  })

  it('survives a fragment cycle (graphql-js reports the cycle itself)', () => {
    const query = 'query { node { ...A } } fragment A on Node { child { ...A } }'
    expect(() => errorsOf(query)).not.toThrow()
  })
})
