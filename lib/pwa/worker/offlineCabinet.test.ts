import { builtFilesOf, keepDue } from './offlineCabinet'

describe('builtFilesOf', () => {
  it('names every built script and style of a page once, wherever the HTML names it', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/_next/static/css/3a1b.css" data-n-g=""/>
      <link rel="preload" href="/_next/static/chunks/framework-9f.js" as="script"/>
      <script src="/_next/static/chunks/pages/kabinet-bez-svyazi-77.js" defer=""></script>
      <script>self.__load=["/_next/static/chunks/main-12.js","/_next/static/chunks/framework-9f.js"]</script>
      <script src="/_next/static/BUILD/_buildManifest.js" defer></script>
      <script data-scripts="[&quot;/_next/static/chunks/webpack-41.js&quot;,&quot;/_next/static/chunks/1950-1d.js&quot;]"></script>
      <img src="/_next/static/media/logo.4f.svg"/><a href="/pokupki">x</a>
    </head></html>`
    expect(builtFilesOf(html)).toEqual([
      '/_next/static/css/3a1b.css',
      '/_next/static/chunks/framework-9f.js',
      '/_next/static/chunks/pages/kabinet-bez-svyazi-77.js',
      '/_next/static/chunks/main-12.js',
      '/_next/static/BUILD/_buildManifest.js',
      '/_next/static/chunks/webpack-41.js',
      '/_next/static/chunks/1950-1d.js',
    ])
  })

  it('names nothing in a page without built files', () => {
    expect(builtFilesOf('<p>Нет связи</p>')).toEqual([])
  })
})

describe('keepDue', () => {
  it('keeps at once, then again after ten minutes', () => {
    expect(keepDue(null, 0)).toBe(true)
    expect(keepDue(0, 9 * 60_000)).toBe(false)
    expect(keepDue(0, 10 * 60_000)).toBe(true)
  })
})
