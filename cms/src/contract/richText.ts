import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Lexical JSON to HTML for the contract. The gateway sanitizes it again before the site renders it. */
export function richTextToHtml(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true })
}
