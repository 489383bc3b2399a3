/**
 * Rich text as the admin's Lexical editor saves it, for tests that create documents through the
 * CMS's REST API (notifications, articles). One paragraph of plain or bold text.
 */
export function lexicalParagraph(text: string, { bold = false }: { bold?: boolean } = {}) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: bold ? 1 : 0,
          textStyle: '',
          // Lexical's format bit 1 is bold.
          children: [{ type: 'text', version: 1, text, format: bold ? 1 : 0, style: '', mode: 'normal', detail: 0 }],
        },
      ],
    },
  }
}
