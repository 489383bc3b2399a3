import type { SerializedHeadingNode, SerializedParagraphNode, SerializedTextNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** One block of seeded article text: a second-level heading or a plain paragraph. */
export type RichBlock = { h2: string } | { p: string }

/** Lexical's editor state, open to extra keys the way Payload's generated richText type is. */
export type RichTextValue = SerializedEditorState & { [key: string]: unknown }

const text = (value: string): SerializedTextNode => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
})

const heading = (value: string): SerializedHeadingNode => ({
  type: 'heading',
  tag: 'h2',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children: [text(value)],
})

const paragraph = (value: string): SerializedParagraphNode => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
  children: [text(value)],
})

/**
 * Builds the Lexical JSON the admin's editor saves, so seeded articles open and edit in /admin
 * exactly like hand-written ones (and the contract's HTML converter renders them).
 */
export function richText(blocks: readonly RichBlock[]): RichTextValue {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: blocks.map((block) => ('h2' in block ? heading(block.h2) : paragraph(block.p))),
    },
  }
}
