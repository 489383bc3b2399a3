import sanitizeHtml from 'sanitize-html'

/**
 * CMS HTML passes this allow-list before it reaches React (ARCHITECTURE §4): text structure,
 * links and images over http(s) only; no scripts, styles, event handlers or iframes.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      }
    },
  },
}

export const sanitizeCmsHtml = (html: string | null | undefined) => sanitizeHtml(html ?? '', OPTIONS)
