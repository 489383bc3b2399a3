import { Head, Html, Main, NextScript } from 'next/document'

import { CONSENT_SCRIPT } from '@anapa/shared/security/inlineScripts'

/** The deep-sea blue of the design tokens (--color-sea-700), for the browser's own chrome. */
const THEME_COLOR = '#0b4f6c'

export default function Document() {
  return (
    <Html lang="ru">
      <Head>
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable on a phone's home screen (issue 13): name, icons and this colour. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {/* Before the body is parsed, so an accepted cookie banner never paints (CSP allows it by hash). */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
