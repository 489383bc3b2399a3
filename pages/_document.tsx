import { Head, Html, Main, NextScript } from 'next/document'

/** The deep-sea blue of the design tokens (--color-sea-700), for the browser's own chrome. */
const THEME_COLOR = '#0b4f6c'

export default function Document() {
  return (
    <Html lang="ru">
      <Head>
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
