import { SaxesParser } from 'saxes'

/**
 * A test's view of an XML document: saxes (jsdom's own XML parser, already installed) checks it is
 * well-formed and resolves namespaces, and the elements come back as a small tree.
 */
export type XmlElement = {
  local: string
  uri: string
  attributes: Record<string, string>
  children: XmlElement[]
  text: string
}

export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true })
  const stack: XmlElement[] = []
  let root: XmlElement | null = null
  parser.on('error', (error) => {
    throw error
  })
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      local: tag.local,
      uri: tag.uri,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((attr) => [attr.name, attr.value])),
      children: [],
      text: '',
    }
    const parent = stack.at(-1)
    if (parent) parent.children.push(element)
    else root = element
    stack.push(element)
  })
  parser.on('text', (text) => {
    const current = stack.at(-1)
    if (current) current.text += text
  })
  parser.on('closetag', () => {
    stack.pop()
  })
  parser.write(xml).close()
  if (!root) throw new Error('no root element')
  return root
}

/** The children named `local`. */
export const childrenNamed = (element: XmlElement, local: string) => element.children.filter((c) => c.local === local)

/** The text of the one child named `local`, or undefined. */
export const childText = (element: XmlElement, local: string) => childrenNamed(element, local)[0]?.text
