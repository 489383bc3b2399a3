// Plain string work, no browser API: the page's push switch and the service worker both use it.

/** "Chrome, Android": the label the resident would recognise the device by (≤ 100 characters). */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /YaBrowser\//.test(userAgent)
        ? 'Яндекс Браузер'
        : /Firefox\//.test(userAgent)
          ? 'Firefox'
          : /Chrome\/|Chromium\/|CriOS\//.test(userAgent)
            ? 'Chrome'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : 'Браузер'
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null
  return system ? `${browser}, ${system}` : browser
}
