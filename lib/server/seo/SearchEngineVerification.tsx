import { serverEnv } from '@/lib/server/env'

/**
 * `<meta name="yandex-verification">` for Яндекс Вебмастер, from YANDEX_VERIFICATION; nothing when
 * it is unset. Drawn by pages/_document.tsx, which runs on the server only, whenever a page is
 * rendered (an ISR page at its next regeneration: set the variable for the build as well to have
 * the tag in the first copies).
 */
export function SearchEngineVerification() {
  const code = serverEnv.yandexVerification
  return code ? <meta name="yandex-verification" content={code} /> : null
}
