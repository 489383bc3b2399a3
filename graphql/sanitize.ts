import sanitizeHtml from 'sanitize-html'

import { serverEnv } from '@/lib/server/env'
import { isCmsUrl, toSitePath } from '@/lib/media/mediaPath'

/**
 * CMS HTML passes this allow-list before it reaches React (docs/architecture.md#4-session-and-security-rules): text
 * structure, links and images over http(s) only; no scripts, styles, event handlers or iframes. The CMS's own
 * address never passes: its media become the site's `/media/<name>`, images from anywhere
 * else are dropped (the site's CSP would block them), and other links into the CMS lose their href.
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
      const { href, ...rest } = attribs
      if (href !== undefined && isCmsUrl(href, serverEnv.apiBaseUrl)) {
        const media = toSitePath(href, serverEnv.apiBaseUrl)
        return { tagName, attribs: media ? { ...rest, href: media } : rest }
      }
      const external = /^https?:\/\//.test(href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      }
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs
      const media = toSitePath(src, serverEnv.apiBaseUrl)
      return { tagName, attribs: media ? { ...rest, src: media } : rest }
    },
  },
  // An image that is not one of the CMS's media has lost its src above and is left out entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

export const sanitizeCmsHtml = (html: string | null | undefined) => sanitizeHtml(html ?? '', OPTIONS)
