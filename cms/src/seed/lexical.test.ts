import { describe, expect, it } from '@jest/globals'

import { richText } from './lexical'

describe('richText', () => {
  it('turns blocks into Lexical headings and paragraphs, in order', () => {
    const state = richText([{ h2: 'Заголовок' }, { p: 'Абзац «в кавычках» & <тег>' }])
    expect(state.root.type).toBe('root')
    expect(state.root.children.map((n) => n.type)).toEqual(['heading', 'paragraph'])
    expect(state.root.children[0]).toMatchObject({ tag: 'h2', children: [{ type: 'text', text: 'Заголовок' }] })
    // Text is stored as data, never as markup: the HTML converter escapes it later.
    expect(state.root.children[1]).toMatchObject({ children: [{ text: 'Абзац «в кавычках» & <тег>' }] })
  })

  it('gives an empty root for no blocks', () => {
    expect(richText([]).root.children).toEqual([])
  })
})
