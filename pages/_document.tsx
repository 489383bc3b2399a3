import { Head, Html, Main, NextScript } from 'next/document'
import { isValidElement, type JSX } from 'react'

import { CONSENT_SCRIPT, SCRIPTS_AFTER_PAINT } from '@anapa/shared/security/inlineScripts'
import { SearchEngineVerification } from '@/lib/server/seo/SearchEngineVerification'

/** The deep-sea blue of the design tokens (--color-sea-700), for the browser's own chrome. */
const THEME_COLOR = '#0b4f6c'

/** Next's own argument type for the script builders, which next/document does not export. */
type DocumentFiles = Parameters<Head['getScripts']>[0]

const srcOf = (element: JSX.Element): string | null => {
  const src: unknown = isValidElement(element) ? (element.props as { src?: unknown }).src : null
  return typeof src === 'string' ? src : null
}

/**
 * Next's <head> with its page scripts loaded after the first paint (the reason is on
 * SCRIPTS_AFTER_PAINT): instead of `<script defer src>` tags, one inline script, allowed by its hash,
 * lists them and adds them in the same order once the page has been drawn. They are not preloaded:
 * on a slow connection ~130 kB of preloaded JavaScript shared the line with the stylesheets and the
 * page's largest picture (Lighthouse on a phone: LCP 1.6–2.5 s with Next's tags, 0.9–1.2 s without).
 * `getScripts` is not documented by Next, so this is kept only while it holds the LCP budget; when it
 * goes is in docs/decisions/0039-framework-workarounds-measured.md. Should Next change what the
 * method returns, the check below falls back to Next's own tags.
 * Development keeps Next's tags, which its hot reload expects.
 */
class PaintFirstHead extends Head {
  getScripts(files: DocumentFiles): JSX.Element[] {
    const scripts = super.getScripts(files)
    if (this.context.isDevelopment) return scripts
    const sources = scripts.map(srcOf)
    // Should Next add anything but plain external scripts (an inline bootstrap), its tags stay as they are.
    if (sources.some((src) => src === null)) return scripts
    return [
      <script
        key="scripts-after-paint"
        data-scripts={JSON.stringify(sources)}
        dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_PAINT }}
      />,
    ]
  }
}

export default function Document() {
  return (
    <Html lang="ru">
      <PaintFirstHead>
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable on a phone's home screen: name, icons and this colour. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <SearchEngineVerification />
        {/* Before the body is parsed, so an accepted cookie banner never paints (CSP allows it by hash). */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
